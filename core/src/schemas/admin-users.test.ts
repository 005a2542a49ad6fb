import { describe, expect, it } from 'vitest';
import { balanceAdjustmentRequestSchema, banRequestSchema } from './admin-users.js';

function fieldsOf(input: unknown): Record<string, string> {
  const result = balanceAdjustmentRequestSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('balance adjustment form (docs/product/admin-console.md#validation-rules)', () => {
  it('asks for every field when the amount or the reason is missing or blank', () => {
    expect(fieldsOf({})).toEqual({
      amount: 'Please fill in all fields',
      reason: 'Please fill in all fields',
    });
    expect(fieldsOf({ amount: '  ', reason: 'x' })).toEqual({ amount: 'Please fill in all fields' });
    expect(fieldsOf({ amount: null, reason: 'x' })).toEqual({ amount: 'Please fill in all fields' });
    expect(fieldsOf({ amount: '5', reason: ' ' })).toEqual({ reason: 'Please fill in all fields' });
  });

  it('asks for a valid amount when it is not a number, zero or finer than a cent', () => {
    for (const amount of ['abc', '1e3', 0, '0.00', '1.005', true, Number.NaN]) {
      expect(fieldsOf({ amount, reason: 'x' })).toEqual({ amount: 'Please enter a valid amount' });
    }
  });

  it('normalises signed amounts and trims the reason', () => {
    expect(balanceAdjustmentRequestSchema.parse({ amount: '-0.5', reason: ' refund ' })).toEqual({
      amount: '-0.50',
      reason: 'refund',
    });
    expect(balanceAdjustmentRequestSchema.parse({ amount: 12, reason: 'bonus' }).amount).toBe('12.00');
  });

  it('bans need a reason', () => {
    expect(banRequestSchema.safeParse({ reason: '   ' }).error?.issues[0]?.message).toBe(
      'Please provide a reason for banning this user',
    );
  });
});
