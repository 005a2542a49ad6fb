import { describe, expect, it } from 'vitest';
import { formatAge, formatTimeLeft } from './age.js';

const now = Date.parse('2026-11-27T12:00:00Z');

describe('ages and time left', () => {
  it('says how long ago, in the largest unit that reads well', () => {
    expect(formatAge('2026-11-27T11:59:30Z', now)).toBe('just now');
    expect(formatAge('2026-11-27T11:55:00Z', now)).toBe('5 min ago');
    expect(formatAge('2026-11-27T09:00:00Z', now)).toBe('3 h ago');
    expect(formatAge('2026-11-25T13:00:00Z', now)).toBe('47 h ago');
    expect(formatAge('2026-11-23T12:00:00Z', now)).toBe('4 days ago');
  });

  it('says how long until a request lapses, and when it has', () => {
    expect(formatTimeLeft('2026-11-30T12:00:00Z', now)).toBe('in 72 h');
    expect(formatTimeLeft('2026-11-27T12:12:30Z', now)).toBe('in 12 min');
    expect(formatTimeLeft('2026-11-27T12:00:20Z', now)).toBe('in 1 min');
    expect(formatTimeLeft('2026-11-27T12:00:00Z', now)).toBe('passed');
  });
});
