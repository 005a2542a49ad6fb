import { describe, expect, it } from 'vitest';
import { rangeFileSuffix, rangeQuery, validDay } from './date-range.js';

describe('rangeQuery', () => {
  it('turns whole local days into instants, the last day included', () => {
    const query = rangeQuery({ from: '2026-11-01', to: '2026-11-26' });
    expect(query).toEqual({
      from: new Date(2026, 10, 1).toISOString(),
      to: new Date(2026, 10, 27).toISOString(),
    });
  });

  it('keeps one end when only one is set, and crosses month and year ends', () => {
    expect(rangeQuery({ from: '', to: '2026-12-31' })).toEqual({ to: new Date(2027, 0, 1).toISOString() });
    expect(rangeQuery({ from: '2026-02-28', to: '' })).toEqual({ from: new Date(2026, 1, 28).toISOString() });
    expect(rangeQuery({ from: '', to: '' })).toEqual({});
  });

  it('drops an end before the start, and days that do not exist', () => {
    expect(rangeQuery({ from: '2026-11-26', to: '2026-11-01' })).toEqual({
      from: new Date(2026, 10, 26).toISOString(),
    });
    expect(rangeQuery({ from: '2026-02-30', to: 'tomorrow' })).toEqual({});
  });
});

describe('validDay', () => {
  it('keeps real calendar days only', () => {
    expect(validDay('2026-11-26')).toBe('2026-11-26');
    expect(validDay('2026-13-01')).toBe('');
    expect(validDay('2026-11-26T00:00')).toBe('');
    expect(validDay(null)).toBe('');
  });
});

describe('rangeFileSuffix', () => {
  it('names the period in an export file', () => {
    expect(rangeFileSuffix({ from: '2026-11-01', to: '2026-11-26' })).toBe('-2026-11-01_2026-11-26');
    expect(rangeFileSuffix({ from: '', to: '2026-11-26' })).toBe('-start_2026-11-26');
    expect(rangeFileSuffix({ from: '', to: '' })).toBe('');
  });
});
