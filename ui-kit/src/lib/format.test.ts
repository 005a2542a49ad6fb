import { describe, expect, it } from 'vitest';
import {
  changeClass,
  formatClockTime,
  formatCompactUsd,
  formatCount,
  formatDate,
  formatDateTime,
  formatHour,
  formatMonthDay,
  formatMonthYear,
  formatPrice,
  formatSignedPercent,
  formatUsd,
} from './format.js';

describe('the formatters', () => {
  it('formats dollars from decimal strings with two decimals and separators', () => {
    expect(formatUsd('1250')).toBe('$1,250.00');
    expect(formatUsd('-0.5')).toBe('-$0.50');
    expect(formatUsd('12.345')).toBe('$12.35');
  });

  it('formats prices with 2 decimals from $1 and up to 6 below', () => {
    expect(formatPrice('64250.1234')).toBe('$64,250.12');
    expect(formatPrice('0.00001234')).toBe('$0.000012');
    expect(formatPrice('0.5')).toBe('$0.50');
  });

  it('signs percents and picks the colour class of a change', () => {
    expect(formatSignedPercent('2.5')).toBe('+2.50%');
    expect(formatSignedPercent('-1.254')).toBe('-1.25%');
    expect(formatSignedPercent('0')).toBe('0.00%');
    expect(formatSignedPercent('0.001')).toBe('0.00%');
    expect(changeClass('0.01')).toBe('positive');
    expect(changeClass('-3')).toBe('negative');
    expect(changeClass('0')).toBeUndefined();
  });

  it('shortens market caps and says N/A when unknown', () => {
    expect(formatCompactUsd('1260000000000')).toBe('$1.26T');
    expect(formatCompactUsd('456700000')).toBe('$456.70M');
    expect(formatCompactUsd('999')).toBe('$999.00');
    expect(formatCompactUsd(null)).toBe('N/A');
    expect(formatCompactUsd(undefined)).toBe('N/A');
  });

  it('groups counts', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(1234567)).toBe('1,234,567');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(1000.5)).toBe('1,001');
    expect(formatCount(-1234)).toBe('-1,234');
  });

  it('formats dates in US English', () => {
    const iso = new Date(2026, 10, 22, 8, 5).toISOString();
    expect(formatDate(iso)).toBe('Nov 22, 2026');
    expect(formatDateTime(iso)).toBe('Nov 22, 2026, 8:05 AM');
    expect(formatDateTime(new Date(2026, 0, 3, 0, 0).toISOString())).toBe('Jan 3, 2026, 12:00 AM');
    expect(formatDateTime(new Date(2026, 11, 31, 12, 30).toISOString())).toBe('Dec 31, 2026, 12:30 PM');
    expect(formatClockTime(new Date(2026, 10, 22, 23, 59))).toBe('11:59 PM');
  });

  it("writes the chart axes' short dates as Intl did", () => {
    const time = new Date(2026, 10, 22, 14).getTime();
    expect(formatHour(time)).toBe('2 PM');
    expect(formatHour(new Date(2026, 10, 22, 0))).toBe('12 AM');
    expect(formatMonthDay(time)).toBe('Nov 22');
    expect(formatMonthYear(time)).toBe('Nov 2026');
    // The hand-written forms match en-US Intl for every hour and month.
    for (let hour = 0; hour < 24; hour += 1) {
      const at = new Date(2026, hour % 12, 1 + hour, hour, 7);
      expect(formatHour(at)).toBe(new Intl.DateTimeFormat('en-US', { hour: 'numeric' }).format(at));
      expect(formatDateTime(at.toISOString())).toBe(
        new Intl.DateTimeFormat('en-US', {
          month: 'short',
          day: 'numeric',
          year: 'numeric',
          hour: 'numeric',
          minute: '2-digit',
        }).format(at),
      );
    }
  });
});
