import { describe, expect, it } from 'vitest';
import { accountAgeText, expiresText, formatSpan, waitedText } from './time-spans.js';

const now = Date.parse('2026-11-22T12:00:00.000Z');
const minutes = (count: number) => count * 60_000;

describe('time spans', () => {
  it('rounds down to the largest unit', () => {
    expect(formatSpan(minutes(0.5))).toBe('less than a minute');
    expect(formatSpan(minutes(59))).toBe('59 min');
    expect(formatSpan(minutes(60 * 3 + 59))).toBe('3 h');
    expect(formatSpan(minutes(60 * 24))).toBe('1 day');
    expect(formatSpan(minutes(60 * 71))).toBe('2 days');
  });

  it('says when a request expires, and that it has', () => {
    expect(expiresText('2026-11-24T13:00:00.000Z', now)).toBe('expires in 2 days');
    expect(expiresText('2026-11-22T12:30:00.000Z', now)).toBe('expires in 30 min');
    expect(expiresText('2026-11-22T11:59:00.000Z', now)).toBe('expired');
  });

  it('says how long something waited, never negative', () => {
    expect(waitedText('2026-11-22T09:00:00.000Z', now)).toBe('3 h');
    expect(waitedText('2026-11-22T12:05:00.000Z', now)).toBe('less than a minute');
  });

  it('gives an account’s age in days, months or years', () => {
    expect(accountAgeText('2026-11-22T01:00:00.000Z', now)).toBe('less than a day');
    expect(accountAgeText('2026-11-17T12:00:00.000Z', now)).toBe('5 days');
    expect(accountAgeText('2026-01-05T10:00:00.000Z', now)).toBe('10 months');
    expect(accountAgeText('2023-11-01T10:00:00.000Z', now)).toBe('3 years');
  });
});
