import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { adjustmentDescription, planBalanceAdjustment } from './adjustments.js';
import { Decimal } from './decimal.js';
import { AppError } from './errors.js';
import { netFor, platformAccounts, postingsSum, userAccount } from './ledger.js';

const userId = '11111111-1111-4111-8111-111111111111';

function codeOf(action: () => unknown): string {
  try {
    action();
  } catch (error) {
    if (error instanceof AppError) return `${error.code}: ${error.message}`;
    throw error;
  }
  return 'ok';
}

describe('planBalanceAdjustment', () => {
  it('credits the user from platform:adjustments as a deposit', () => {
    const plan = planBalanceAdjustment({
      userId,
      balance: new Decimal('10.00'),
      amount: new Decimal('25.50'),
    });
    expect(plan.type).toBe('deposit');
    expect(plan.amount.toFixed(2)).toBe('25.50');
    expect(plan.balanceAfter.toFixed(2)).toBe('35.50');
    expect(plan.journal.event).toBe('admin_adjustment');
    expect(netFor(plan.journal, userAccount(userId)).toFixed(2)).toBe('25.50');
    expect(netFor(plan.journal, platformAccounts.adjustments).toFixed(2)).toBe('-25.50');
  });

  it('debits the user into platform:adjustments as a withdrawal of the absolute amount', () => {
    const plan = planBalanceAdjustment({
      userId,
      balance: new Decimal('10.00'),
      amount: new Decimal('-10.00'),
    });
    expect(plan.type).toBe('withdrawal');
    expect(plan.amount.toFixed(2)).toBe('10.00');
    expect(plan.balanceAfter.toFixed(2)).toBe('0.00');
    expect(netFor(plan.journal, userAccount(userId)).toFixed(2)).toBe('-10.00');
    expect(netFor(plan.journal, platformAccounts.adjustments).toFixed(2)).toBe('10.00');
  });

  it('refuses to take the balance below zero', () => {
    expect(
      codeOf(() =>
        planBalanceAdjustment({ userId, balance: new Decimal('9.99'), amount: new Decimal('-10.00') }),
      ),
    ).toBe('BALANCE_WOULD_BE_NEGATIVE: This adjustment would make the balance negative');
  });

  it('refuses a zero amount or one finer than a cent', () => {
    for (const amount of ['0', '0.001', '-1.005']) {
      expect(
        codeOf(() =>
          planBalanceAdjustment({ userId, balance: new Decimal('100'), amount: new Decimal(amount) }),
        ),
      ).toBe('VALIDATION_FAILED: Please enter a valid amount');
    }
  });

  it('describes the row with the reason', () => {
    expect(adjustmentDescription('Goodwill credit')).toBe('Admin adjustment: Goodwill credit');
  });

  it('always balances, and either refuses or leaves a balance of at least zero', () => {
    const cents = fc.integer({ min: -10_000_000, max: 10_000_000 }).filter((value) => value !== 0);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), cents, (balanceCents, amountCents) => {
        const balance = new Decimal(balanceCents).dividedBy(100);
        const amount = new Decimal(amountCents).dividedBy(100);
        if (balance.plus(amount).isNegative()) {
          expect(codeOf(() => planBalanceAdjustment({ userId, balance, amount }))).toMatch(
            /^BALANCE_WOULD_BE_NEGATIVE/,
          );
          return;
        }
        const plan = planBalanceAdjustment({ userId, balance, amount });
        expect(postingsSum(plan.journal.postings).isZero()).toBe(true);
        expect(plan.balanceAfter.equals(balance.plus(amount))).toBe(true);
        expect(plan.amount.equals(amount.abs())).toBe(true);
      }),
    );
  });
});
