import { describe, expect, it } from 'vitest';
import {
  estimateQuantity,
  formatMaxReturn,
  limitAmountTyping,
  maturityDate,
  positiveAmount,
} from './invest-figures.js';

describe('the invest figures', () => {
  it('reads only positive amounts with at most two decimals', () => {
    expect(positiveAmount('100')?.toFixed(2)).toBe('100.00');
    expect(positiveAmount('0.5')?.toFixed(2)).toBe('0.50');
    for (const text of ['', '.', '0', '0.00', '1.234', undefined]) expect(positiveAmount(text)).toBeNull();
  });

  it('divides the amount by the price without a float, and refuses a zero price', () => {
    expect(estimateQuantity('100.00', '64250.12')?.toFixed(6)).toBe('0.001556');
    expect(estimateQuantity('0.10', '3')?.toFixed(10)).toBe('0.0333333333');
    expect(estimateQuantity('100.00', '0')).toBeNull();
  });

  it('adds the duration hours to now for the maturity date', () => {
    const now = Date.parse('2026-11-22T08:00:00.000Z');
    expect(maturityDate(now, 168)).toBe('2026-11-29T08:00:00.000Z');
    expect(maturityDate(now, 1)).toBe('2026-11-22T09:00:00.000Z');
  });

  it('shows a return cap without trailing zeros', () => {
    expect(formatMaxReturn('12.00')).toBe('12%');
    expect(formatMaxReturn('2.5')).toBe('2.5%');
  });

  it('cuts typing at two decimals and keeps a trailing point while typing', () => {
    expect(limitAmountTyping('10.555')).toBe('10.55');
    expect(limitAmountTyping('10.')).toBe('10.');
    expect(limitAmountTyping('10')).toBe('10');
  });
});
