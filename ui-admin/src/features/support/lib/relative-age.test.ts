import { describe, expect, it } from 'vitest';
import { formatRelativeAge } from './relative-age.js';

const now = Date.parse('2026-11-22T12:00:00.000Z');
const ago = (ms: number) => new Date(now - ms).toISOString();
const minute = 60_000;

describe('a ticket’s relative age', () => {
  it('reads "Just now" under an hour, and for a time slightly ahead of the clock', () => {
    expect(formatRelativeAge(ago(0), now)).toBe('Just now');
    expect(formatRelativeAge(ago(59 * minute), now)).toBe('Just now');
    expect(formatRelativeAge(ago(-5 * minute), now)).toBe('Just now');
  });

  it('reads whole hours under a day', () => {
    expect(formatRelativeAge(ago(60 * minute), now)).toBe('1h ago');
    expect(formatRelativeAge(ago(23 * 60 * minute + 59 * minute), now)).toBe('23h ago');
  });

  it('reads whole days from a day on', () => {
    expect(formatRelativeAge(ago(24 * 60 * minute), now)).toBe('1d ago');
    expect(formatRelativeAge(ago(17 * 24 * 60 * minute + 5 * minute), now)).toBe('17d ago');
  });
});
