import { validationMessages } from '@tradesim/core';
import { describe, expect, it } from 'vitest';
import { tradingSettingsFixture } from '../../test/fixtures.js';
import { investFormSchema } from './invest-form-schema.js';

const schema = investFormSchema({
  limits: tradingSettingsFixture({ minInvestment: '10.00', maxInvestment: '5000.00' }),
  balance: '1250.00',
});
const period = '00000000-0000-4000-8000-0000000000d1';

function messages(values: { amount: string; durationId: string }): Record<string, string> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
}

describe('the invest form rules', () => {
  it('passes a covered amount within the limits and normalises it to cents', () => {
    expect(schema.parse({ amount: '100', durationId: period })).toEqual({
      amount: '100.00',
      durationId: period,
    });
  });

  it('says each amount rule in turn', () => {
    expect(messages({ amount: '0', durationId: period }).amount).toBe(
      validationMessages.investmentAmountPositive,
    );
    expect(messages({ amount: '5', durationId: period }).amount).toBe('Minimum investment amount is $10');
    expect(messages({ amount: '6000', durationId: period }).amount).toBe(
      'Maximum investment amount is $5,000',
    );
    expect(messages({ amount: '1250.01', durationId: period }).amount).toBe('Insufficient balance');
    expect(messages({ amount: '1250.00', durationId: period })).toEqual({});
  });

  it('asks for a period, independently of the amount', () => {
    expect(messages({ amount: '5', durationId: '' })).toEqual({
      durationId: validationMessages.investmentPeriodRequired,
      amount: 'Minimum investment amount is $10',
    });
  });
});
