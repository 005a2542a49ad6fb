import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { balanceAfterAdjustment } from './adjustments.js';
import { Decimal } from './decimal.js';
import { assetQuantity, earlySaleKeep } from './investments.js';
import { withdrawalNet } from './transactions.js';

// The figures the API settles with and both UIs show: one home each, exact in decimals.

describe('assetQuantity', () => {
  it('divides the amount by the price without a float', () => {
    expect(assetQuantity('100.00', '64250.12').toFixed(10)).toBe('0.0015564173');
    expect(assetQuantity('0.10', '3').toFixed(10)).toBe('0.0333333333');
    expect(assetQuantity('100', '4').toString()).toBe('25');
  });

  it('cuts at 10 decimals, never rounding up what the money did not buy', () => {
    expect(assetQuantity('2', '3').toString()).toBe('0.6666666666');
    expect(assetQuantity('0.01', '999999999').toString()).toBe('0');
    expect(assetQuantity('1', '0.00000001').toString()).toBe('100000000');
  });

  it('never buys more than the amount pays for', () => {
    const cents = fc.integer({ min: 1, max: 10_000_000_000 }).map((c) => new Decimal(c).div(100));
    const price = fc.integer({ min: 1, max: 10_000_000_000_000 }).map((p) => new Decimal(p).div(1e8));
    fc.assert(
      fc.property(cents, price, (amount, unit) => {
        const quantity = assetQuantity(amount, unit);
        expect(quantity.times(unit).lessThanOrEqualTo(amount)).toBe(true);
        expect(quantity.plus('1e-10').times(unit).greaterThan(amount)).toBe(true);
      }),
    );
  });
});

describe('earlySaleKeep', () => {
  it('keeps half the accrued return', () => {
    expect(earlySaleKeep('4.20').toFixed(2)).toBe('2.10');
    expect(earlySaleKeep(new Decimal('1000000.00')).toFixed(2)).toBe('500000.00');
  });

  it('rounds the half cent up, away from zero', () => {
    expect(earlySaleKeep('0.05').toFixed(2)).toBe('0.03');
    expect(earlySaleKeep('0.01').toFixed(2)).toBe('0.01');
    expect(earlySaleKeep('-0.05').toFixed(2)).toBe('-0.03');
  });

  it('keeps nothing of nothing, and reads more decimals than cents', () => {
    expect(earlySaleKeep('0').toFixed(2)).toBe('0.00');
    expect(earlySaleKeep('0.123456').toFixed(2)).toBe('0.06');
    expect(earlySaleKeep('0.129999').toFixed(2)).toBe('0.06');
  });
});

describe('withdrawalNet', () => {
  it('takes the fee out of the amount exactly', () => {
    expect(withdrawalNet('100.00', '1.00').toFixed(2)).toBe('99.00');
    expect(withdrawalNet('0.30', '0.10').toFixed(2)).toBe('0.20');
    expect(withdrawalNet(new Decimal('1000000000.01'), '0.02').toFixed(2)).toBe('999999999.99');
  });

  it('is the whole amount with no fee, and may be negative where the caller has not checked', () => {
    expect(withdrawalNet('25.00', '0').toFixed(2)).toBe('25.00');
    expect(withdrawalNet('1.00', '2.50').toFixed(2)).toBe('-1.50');
  });
});

describe('balanceAfterAdjustment', () => {
  it('adds a positive amount and takes a negative one', () => {
    expect(balanceAfterAdjustment('100.00', '25.50').toFixed(2)).toBe('125.50');
    expect(balanceAfterAdjustment('100.00', '-100.00').toFixed(2)).toBe('0.00');
    expect(balanceAfterAdjustment('0.10', '0.20').toFixed(2)).toBe('0.30');
  });

  it('goes below zero for the caller to refuse', () => {
    expect(balanceAfterAdjustment('10.00', '-10.01').isNegative()).toBe(true);
  });
});
