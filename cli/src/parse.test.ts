import { InvalidArgumentError } from 'commander';
import { describe, expect, it } from 'vitest';
import { UsageError } from './errors.js';
import { checkDateRange, parseDateBound } from './parse.js';

describe('parseDateBound', () => {
  it('reads a plain date as the start of that day in UTC for --from', () => {
    expect(parseDateBound('2026-11-26', 'from')).toBe('2026-11-26T00:00:00Z');
  });

  it('reads a plain date as the start of the next day in UTC for --to, so the whole day is in', () => {
    expect(parseDateBound('2026-11-26', 'to')).toBe('2026-11-27T00:00:00Z');
    expect(parseDateBound('2026-11-30', 'to')).toBe('2026-12-01T00:00:00Z');
    expect(parseDateBound('2026-12-31', 'to')).toBe('2027-01-01T00:00:00Z');
    expect(parseDateBound('2028-02-28', 'to')).toBe('2028-02-29T00:00:00Z');
  });

  it('passes a full ISO date-time with Z or an offset as given, to either bound', () => {
    for (const bound of ['from', 'to'] as const) {
      expect(parseDateBound('2026-11-26T09:30:00Z', bound)).toBe('2026-11-26T09:30:00Z');
      expect(parseDateBound('2026-11-26T09:30:00.250+01:00', bound)).toBe('2026-11-26T09:30:00.250+01:00');
      expect(parseDateBound(' 2026-11-26T09:30:00-05:00 ', bound)).toBe('2026-11-26T09:30:00-05:00');
    }
  });

  it.each([
    '26/11/2026',
    '2026-11-26T09:30:00', // no zone: whose 09:30?
    '2026-11-26T09:30Z',
    '2026-02-30',
    '2026-13-01',
    '2026-02-30T00:00:00Z',
    'yesterday',
    '',
    '9999-12-31', // for --to, the next day has five digits
  ])('refuses %j as a commander argument error (exit 2, the option named)', (value) => {
    expect(() => parseDateBound(value, 'to')).toThrow(InvalidArgumentError);
  });

  it('says what it takes', () => {
    expect(() => parseDateBound('tomorrow', 'from')).toThrow(
      /YYYY-MM-DD.*ISO 8601 date-time with Z or an offset/,
    );
  });
});

describe('checkDateRange', () => {
  it('passes an open or ordered period through', () => {
    expect(checkDateRange(undefined, undefined)).toEqual({ from: undefined, to: undefined });
    expect(checkDateRange('2026-11-26T00:00:00Z', undefined)).toEqual({
      from: '2026-11-26T00:00:00Z',
      to: undefined,
    });
    // The same plain date for both is that whole day.
    expect(checkDateRange(parseDateBound('2026-11-26', 'from'), parseDateBound('2026-11-26', 'to'))).toEqual({
      from: '2026-11-26T00:00:00Z',
      to: '2026-11-27T00:00:00Z',
    });
  });

  it('compares instants, not text, across offsets', () => {
    expect(() => checkDateRange('2026-11-26T10:00:00+02:00', '2026-11-26T09:00:00Z')).not.toThrow();
    expect(() => checkDateRange('2026-11-26T10:00:00-02:00', '2026-11-26T11:00:00Z')).toThrow(UsageError);
  });

  it('refuses an empty or reversed period as a usage error', () => {
    expect(() => checkDateRange('2026-11-27T00:00:00Z', '2026-11-26T00:00:00Z')).toThrow(
      /--to must be after --from/,
    );
    expect(() => checkDateRange('2026-11-26T00:00:00Z', '2026-11-26T00:00:00Z')).toThrow(UsageError);
  });
});
