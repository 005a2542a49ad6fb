import { describe, expect, it } from 'vitest';
import { insertAtSelection } from './insert-at-selection.js';

describe('inserting a canned response', () => {
  it('fills an empty box', () => {
    expect(insertAtSelection('', 'Hello.', 0, 0)).toEqual({ value: 'Hello.', caret: 6 });
  });

  it('goes at the end when the box has no selection', () => {
    expect(insertAtSelection('Hi Ada,', 'thanks.', undefined, undefined)).toEqual({
      value: 'Hi Ada, thanks.',
      caret: 15,
    });
  });

  it('replaces the selected text, spaced from the words around it', () => {
    expect(insertAtSelection('Hi XXX bye', 'there', 3, 6)).toEqual({ value: 'Hi there bye', caret: 8 });
    expect(insertAtSelection('Hi,bye', 'there', 3, 3)).toEqual({ value: 'Hi, there bye', caret: 9 });
  });

  it('keeps a new line before the caret as it is', () => {
    expect(insertAtSelection('Hi Ada,\n', 'Thanks.', 8, 8)).toEqual({ value: 'Hi Ada,\nThanks.', caret: 15 });
  });
});
