import { describe, expect, it } from 'vitest';
import { progressBar, renderBar } from './progress.js';

describe('progress bar', () => {
  it('renders done of total', () => {
    expect(renderBar(5, 10, 4)).toBe('[██░░] 5/10');
    expect(renderBar(0, 0, 2)).toBe('[░░] 0/0');
  });

  it('draws on a terminal only, once per change, and ends its line', () => {
    const written: string[] = [];
    const bar = progressBar('Add', { isTTY: true, write: (text: string) => written.push(text) });
    bar.update(1, 2);
    bar.update(1, 2);
    bar.update(2, 2);
    bar.stop();
    expect(written).toEqual(['\rAdd [███████████████░░░░░░░░░░░░░░░] 1/2\u001b[K', expect.any(String), '\n']);
    const piped: string[] = [];
    const silent = progressBar('Add', { write: (text: string) => piped.push(text) });
    silent.update(1, 2);
    silent.stop();
    expect(piped).toEqual([]);
  });
});
