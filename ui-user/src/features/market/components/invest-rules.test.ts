import { toDecimal } from '@tradesim/core';
import { describe, expect, it } from 'vitest';
import { tradingSettingsFixture } from '../../../test/fixtures.js';
import {
  estimateInvestment,
  formatReturnPercent,
  sanitizeInvestAmount,
  validateInvestAmount,
} from './invest-rules.js';

const limits = tradingSettingsFixture({ minInvestment: '10.00', maxInvestment: '5000.00' });

describe('the invest amount rules', () => {
  it.each([
    ['', 'Enter an amount greater than 0'],
    ['0', 'Enter an amount greater than 0'],
    ['.', 'Enter an amount greater than 0'],
    ['9.99', 'Minimum investment amount is $10'],
    ['5000.01', 'Maximum investment amount is $5,000'],
    ['300.01', 'Insufficient balance'],
  ])('refuses %j with %j', (text, message) => {
    expect(validateInvestAmount(text, { limits, balance: '300.00' })).toBe(message);
  });

  it('accepts an amount within the limits and the balance, or when the balance is not known yet', () => {
    expect(validateInvestAmount('300', { limits, balance: '300.00' })).toBe(true);
    expect(validateInvestAmount('4000', { limits, balance: undefined })).toBe(true);
  });

  it('keeps digits, one point and two decimals', () => {
    expect(sanitizeInvestAmount('$1,000.999')).toBe('1000.99');
    expect(sanitizeInvestAmount('1.2.3')).toBe('1.23');
    expect(sanitizeInvestAmount('abc')).toBe('');
  });

  it('estimates amount × max % / 100 and amount ÷ price without floats', () => {
    const estimate = estimateInvestment({
      amount: toDecimal('0.10'),
      price: '0.30',
      maxReturnPercent: '12.5',
    });
    expect(estimate.expectedReturn?.toFixed(2)).toBe('0.01');
    expect(estimate.quantity?.toFixed(10)).toBe('0.3333333333');
    expect(estimateInvestment({ amount: toDecimal('10'), price: '0' }).quantity).toBeNull();
  });

  it('writes a max return as people do', () => {
    expect(formatReturnPercent('12.00')).toBe('12%');
    expect(formatReturnPercent('2.50')).toBe('2.5%');
  });
});
