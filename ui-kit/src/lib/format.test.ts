import { describe, expect, it } from 'vitest';
import {
  changeClass,
  formatCompactUsd,
  formatCount,
  formatDate,
  formatDateTime,
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
  });

  it('formats dates in US English', () => {
    const iso = new Date(2026, 10, 22, 8, 5).toISOString();
    expect(formatDate(iso)).toBe('Nov 22, 2026');
    expect(formatDateTime(iso)).toBe('Nov 22, 2026, 8:05 AM');
  });
});
