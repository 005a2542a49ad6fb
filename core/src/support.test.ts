import { describe, expect, it } from 'vitest';
import { AppError } from './errors.js';
import { statusAfterUserMessage } from './support.js';

describe('statusAfterUserMessage', () => {
  it('reopens a resolved ticket, keeps open ones, refuses a closed one', () => {
    expect(statusAfterUserMessage('resolved')).toBe('open');
    expect(statusAfterUserMessage('open')).toBe('open');
    expect(statusAfterUserMessage('in_progress')).toBe('in_progress');
    expect(() => statusAfterUserMessage('closed')).toThrow(AppError);
  });
});
