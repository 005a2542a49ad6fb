import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Decimal } from './decimal.js';
import {
  compareMoney,
  formatMoney,
  formatPercent,
  formatPrice,
  formatQuantity,
  formatUsd,
  formatUsdShort,
  parseMoneyInput,
  roundToCents,
  sumMoney,
} from './money.js';

describe('parseMoneyInput', () => {
  it.each([
    ['10', '10'],
    ['10.5', '10.5'],
    ['10.55', '10.55'],
    [' 7.00 ', '7'],
    [10.5, '10.5'],
    ['-3.25', '-3.25'],
    ['0', '0'],
  ])('accepts %j', (input, expected) => {
    expect(parseMoneyInput(input)?.toString()).toBe(expected);
  });

  it.each([
    ['10.555'],
    ['1e3'],
    [''],
    ['abc'],
    ['1,000'],
    [Number.NaN],
    [Number.POSITIVE_INFINITY],
    [null],
    [{}],
    ['.5'],
    [true],
  ])('refuses %j', (input) => {
    expect(parseMoneyInput(input)).toBeNull();
  });

  it('round-trips every cent amount exactly through its wire form', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n }), (cents) => {
        const text = formatMoney(new Decimal(cents.toString()).div(100));
        expect(parseMoneyInput(text)?.times(100).toFixed(0)).toBe(cents.toString());
      }),
    );
  });
});

describe('rounding and formatting', () => {
  it('rounds half up to cents', () => {
    expect(roundToCents('1.005').toFixed(2)).toBe('1.01');
    expect(roundToCents('1.004').toFixed(2)).toBe('1.00');
    expect(roundToCents('-1.005').toFixed(2)).toBe('-1.01');
  });

  it('formats wire money with exactly two decimals', () => {
    expect(formatMoney('1250')).toBe('1250.00');
    expect(formatMoney('0.1')).toBe('0.10');
    expect(formatMoney('123456789012345.67')).toBe('123456789012345.67');
  });

  it('formats dollars for display', () => {
    expect(formatUsd('1250')).toBe('$1,250.00');
    expect(formatUsd('-1234567.891')).toBe('-$1,234,567.89');
    expect(formatUsd('12.5', { signed: true })).toBe('+$12.50');
    expect(formatUsd('0', { signed: true })).toBe('$0.00');
    expect(formatUsd('-0.001')).toBe('$0.00');
    expect(formatUsdShort('10')).toBe('$10');
    expect(formatUsdShort('10000')).toBe('$10,000');
    expect(formatUsdShort('10.5')).toBe('$10.50');
  });

  it('formats quantities, prices and percents', () => {
    expect(formatQuantity('0.123456789')).toBe('0.123456');
    expect(formatPrice('64250.1')).toBe('$64,250.10');
    expect(formatPrice('0.00001234')).toBe('$0.000012');
    expect(formatPrice('0.5')).toBe('$0.50');
    expect(formatPercent('2.5')).toBe('2.50');
    expect(formatPercent('-1.255')).toBe('-1.26');
  });

  it('compares and sums exactly, where floats would drift', () => {
    expect(sumMoney(['0.1', '0.2']).toFixed(2)).toBe('0.30');
    expect(sumMoney(['0.1', '0.2']).equals('0.3')).toBe(true);
    expect(compareMoney('10.00', '9.99')).toBe(1);
    expect(compareMoney('1', '1.00')).toBe(0);
    expect(compareMoney('-1', '0')).toBe(-1);
  });
});
