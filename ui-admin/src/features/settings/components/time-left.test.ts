import { describe, expect, it } from 'vitest';
import { formatTimeLeft } from './time-left.js';

describe('formatTimeLeft', () => {
  it.each([
    [0, 'expired'],
    [-5_000, 'expired'],
    [59_999, 'less than a minute'],
    [60_000, '1 min'],
    [45 * 60_000 + 59_000, '45 min'],
    [60 * 60_000, '1 h'],
    [(23 * 60 + 58) * 60_000, '23 h 58 min'],
  ])('%i ms reads "%s"', (ms, text) => {
    expect(formatTimeLeft(ms)).toBe(text);
  });
});
