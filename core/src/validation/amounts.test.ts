import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Decimal } from '../decimal.js';
import { defaultTradingLimits as limits } from '../trading-settings.js';
import {
  checkInvestmentAmount,
  checkTopUpAmount,
  checkWithdrawalAmount,
  isPresetAffordable,
  sanitizeAmountTyping,
  topUpAmountHint,
} from './amounts.js';

const messageOf = (check: { ok: boolean; message?: string }) => (check.ok ? 'ok' : check.message);

describe('top-up amount', () => {
  it.each([
    ['', 'Please select or enter an amount'],
    ['abc', 'Please enter a valid amount'],
    ['0', 'Please enter a valid amount'],
    ['-5', 'Please enter a valid amount'],
    ['9.99', 'Minimum deposit amount is $10 USDT'],
    ['10', 'ok'],
    ['10000', 'ok'],
    ['10000.01', 'Maximum deposit amount is $10,000 USDT'],
    ['12.345', 'Please enter a valid amount'],
  ])('%j → %s', (input, expected) => {
    expect(messageOf(checkTopUpAmount(input, limits))).toBe(expected);
  });

  it.each([
    ['', null],
    ['5', 'Minimum amount is $10'],
    ['x', 'Minimum amount is $10'],
    ['20000', 'Maximum amount is $10,000'],
    ['250', 'Amount is valid'],
  ])('hint for %j is %j', (input, hint) => {
    expect(topUpAmountHint(input, limits)).toBe(hint);
  });

  it('accepts exactly the cent amounts between the limits', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2_000_000 }), (cents) => {
        const text = new Decimal(cents).div(100).toFixed(2);
        const inRange = cents >= 1000 && cents <= 1_000_000;
        expect(checkTopUpAmount(text, limits).ok).toBe(inRange);
      }),
    );
  });
});

describe('typing filter', () => {
  it('keeps digits and a single decimal point', () => {
    expect(sanitizeAmountTyping('$1,2a3.4.5')).toBe('123.45');
    expect(sanitizeAmountTyping('..')).toBe('.');
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(sanitizeAmountTyping(text)).toMatch(/^\d*(\.\d*)?$/);
      }),
    );
  });
});

describe('withdrawal amount', () => {
  const balance = new Decimal('120.50');
  it.each([
    ['', 'Please select or enter an amount'],
    ['0', 'Please enter a valid amount'],
    ['x', 'Please enter a valid amount'],
    ['120.51', 'Insufficient balance. Available: $120.50'],
    ['9.99', 'Minimum withdrawal amount is $10'],
    ['120.50', 'ok'],
    ['10', 'ok'],
  ])('%j → %s', (input, expected) => {
    expect(messageOf(checkWithdrawalAmount(input, { balance, limits }))).toBe(expected);
  });

  it('disables presets above the balance', () => {
    expect(isPresetAffordable('100', balance)).toBe(true);
    expect(isPresetAffordable('200', balance)).toBe(false);
  });
});

describe('investment amount', () => {
  it('needs more than zero and respects the limits', () => {
    expect(messageOf(checkInvestmentAmount('0', limits))).toBe('Enter an amount greater than 0');
    expect(messageOf(checkInvestmentAmount('0.50', limits))).toBe('Minimum investment amount is $1');
    expect(messageOf(checkInvestmentAmount('25', limits))).toBe('ok');
  });
});
