import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Decimal } from './decimal.js';
import { AppError } from './errors.js';
import {
  type InvestmentState,
  type PurchaseInput,
  planArchive,
  planEarlySale,
  planMaturitySettlement,
  planPurchase,
  planRestore,
  settlementJournal,
} from './investments.js';
import { isBalanced, netFor, platformAccounts, postingsSum, userAccount } from './ledger.js';
import { simulateReturn } from './returns.js';
import { defaultTradingLimits } from './trading-settings.js';

const now = new Date('2026-11-22T08:00:00.000Z');
const hour = 3_600_000;
const userId = '11111111-1111-4111-8111-111111111111';

function purchase(overrides: Partial<PurchaseInput> = {}): PurchaseInput {
  return {
    id: '22222222-2222-4222-8222-222222222222',
    userId,
    balance: new Decimal('100.00'),
    amount: new Decimal('40.00'),
    asset: { id: 'a', type: 'crypto', price: new Decimal('64000.00'), isActive: true },
    duration: { id: 'd', label: '5 hours', hours: 5, maxReturnPercent: new Decimal('2.5'), isActive: true },
    limits: defaultTradingLimits,
    now,
    ...overrides,
  };
}

function expectError(action: () => unknown, code: string, message?: string) {
  try {
    action();
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe(code);
    if (message) expect((error as AppError).message).toBe(message);
    return;
  }
  throw new Error(`expected ${code}`);
}

describe('planPurchase', () => {
  it('copies the terms, computes the quantity and moves the principal', () => {
    const { investment, journal } = planPurchase(purchase());
    expect(investment.expectedReturn.toFixed(2)).toBe('1.00');
    expect(investment.assetAmount.toString()).toBe('0.000625');
    expect(investment.endDate.toISOString()).toBe('2026-11-22T13:00:00.000Z');
    expect(investment.durationLabel).toBe('5 hours');
    expect(netFor(journal, userAccount(userId)).toFixed(2)).toBe('-40.00');
    expect(netFor(journal, platformAccounts.investments).toFixed(2)).toBe('40.00');
    expect(isBalanced(journal)).toBe(true);
  });

  it('allows spending the whole balance, not a cent more', () => {
    expect(() => planPurchase(purchase({ amount: new Decimal('100.00') }))).not.toThrow();
    expectError(
      () => planPurchase(purchase({ amount: new Decimal('100.01') })),
      'INSUFFICIENT_BALANCE',
      'Insufficient balance',
    );
  });

  it('leaves the balance to the caller when it has none to give, after every other rule', () => {
    const { investment } = planPurchase(purchase({ amount: new Decimal('100.01'), balance: null }));
    expect(investment.amount.toFixed(2)).toBe('100.01');
    expectError(
      () => planPurchase(purchase({ balance: null, asset: { ...purchase().asset, isActive: false } })),
      'ASSET_INACTIVE',
    );
  });

  it('refuses inactive assets and periods, and amounts outside the limits', () => {
    expectError(
      () => planPurchase(purchase({ asset: { ...purchase().asset, isActive: false } })),
      'ASSET_INACTIVE',
    );
    expectError(
      () => planPurchase(purchase({ duration: { ...purchase().duration, isActive: false } })),
      'DURATION_INACTIVE',
    );
    expectError(() => planPurchase(purchase({ amount: new Decimal('0') })), 'VALIDATION_FAILED');
    expectError(
      () => planPurchase(purchase({ amount: new Decimal('0.5') })),
      'AMOUNT_TOO_SMALL',
      'Minimum investment amount is $1',
    );
    expectError(
      () => planPurchase(purchase({ amount: new Decimal('1000000.01'), balance: new Decimal('2000000') })),
      'AMOUNT_TOO_LARGE',
      'Maximum investment amount is $1,000,000',
    );
  });
});

function stateOf(overrides: Partial<InvestmentState> = {}): InvestmentState {
  const { investment } = planPurchase(purchase());
  return { ...investment, ...overrides };
}

describe('settlement and early sale', () => {
  it('refuses to settle before the end with the spec message', () => {
    expectError(
      () => planMaturitySettlement(stateOf(), new Date(now.getTime() + hour)),
      'INVESTMENT_NOT_MATURED',
      'Investment has not yet matured',
    );
  });

  it('refuses anything but an active investment', () => {
    const done = stateOf({ status: 'completed' });
    expectError(() => planEarlySale(done, now), 'INVESTMENT_NOT_ACTIVE', 'Investment is not active');
    expectError(
      () => planMaturitySettlement(done, new Date(now.getTime() + 6 * hour)),
      'INVESTMENT_NOT_ACTIVE',
    );
  });

  it('keeps half of the current return when sold early', () => {
    const investment = stateOf();
    const at = new Date(now.getTime() + 2 * hour);
    const plan = planEarlySale(investment, at);
    const current = simulateReturn(investment, at);
    expect(plan.outcome).toBe('sold');
    expect(plan.status).toBe('cancelled');
    expect(plan.settledReturn.toFixed(2)).toBe(
      current.div(2).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2),
    );
    expect(plan.credited.equals(investment.amount.plus(plan.settledReturn))).toBe(true);
  });

  it('settles a sale at or after the end as matured, without penalty', () => {
    const investment = stateOf();
    const end = investment.endDate;
    const sold = planEarlySale(investment, end);
    expect(sold.outcome).toBe('matured');
    expect(sold).toEqual(planMaturitySettlement(investment, end));
  });

  it('journals a batch of settlements: a credit per owner in order of appearance, the platform side netted', () => {
    const plan = (principal: string, kept: string, outcome: 'matured' | 'sold' = 'matured') => ({
      outcome,
      status: outcome === 'matured' ? ('completed' as const) : ('cancelled' as const),
      principal: new Decimal(principal),
      settledReturn: new Decimal(kept),
      credited: new Decimal(principal).plus(kept),
      settledAt: now,
    });
    const entry = settlementJournal([
      { userId: 'a', plan: plan('10.00', '0.40') },
      { userId: 'b', plan: plan('20.00', '0.90') },
      { userId: 'a', plan: plan('5.00', '0.00', 'sold') },
    ]);
    expect(entry.event).toBe('investment_settled');
    expect(entry.postings.map((p) => [p.account, p.amount.toFixed(2)])).toEqual([
      ['user:a', '15.40'],
      ['user:b', '20.90'],
      ['platform:investments', '-35.00'],
      ['platform:returns', '-1.30'],
    ]);
    // Nothing kept at all: no returns posting, and still balanced.
    const bare = settlementJournal([{ userId: 'a', plan: plan('5.00', '0.00', 'sold') }]);
    expect(bare.postings.map((p) => p.account)).toEqual(['user:a', 'platform:investments']);
    expect(isBalanced(bare)).toBe(true);
    // A settlement that credits nothing cannot be journalled (its posting would be dropped).
    expect(() => settlementJournal([{ userId: 'a', plan: plan('0.00', '0.00') }])).toThrow(
      'a settlement credited nothing',
    );
  });

  const scenario = fc.record({
    id: fc.uuid(),
    cents: fc.integer({ min: 100, max: 100_000_000 }),
    percentTenths: fc.integer({ min: 1, max: 1000 }),
    hours: fc.integer({ min: 1, max: 2000 }),
    share: fc.double({ min: 0, max: 1.5, noNaN: true }),
    type: fc.constantFrom('crypto' as const, 'stock' as const),
  });

  it('never creates or loses a cent: every posting set sums to zero and moves whole cents', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const amount = new Decimal(s.cents).div(100);
        const bought = planPurchase(
          purchase({
            id: s.id,
            amount,
            balance: amount,
            asset: { id: 'a', type: s.type, price: new Decimal('3.1415926535'), isActive: true },
            duration: {
              id: 'd',
              label: 'x',
              hours: s.hours,
              maxReturnPercent: new Decimal(s.percentTenths).div(10),
              isActive: true,
            },
            limits: { minInvestment: new Decimal('0.01'), maxInvestment: new Decimal('10000000') },
          }),
        );
        const at = new Date(now.getTime() + Math.round(s.hours * hour * s.share));
        const plan = planEarlySale(bought.investment, at);
        const settled = settlementJournal([{ userId, plan }]);
        for (const entry of [bought.journal, settled]) {
          expect(postingsSum(entry.postings).isZero()).toBe(true);
          for (const posting of entry.postings) expect(posting.amount.decimalPlaces()).toBeLessThanOrEqual(2);
        }
        // Over the whole life: the user's net is exactly the kept return; the open principal is gone.
        const user = userAccount(userId);
        expect(netFor(bought.journal, user).plus(netFor(settled, user)).equals(plan.settledReturn)).toBe(
          true,
        );
        expect(
          netFor(bought.journal, platformAccounts.investments)
            .plus(netFor(settled, platformAccounts.investments))
            .isZero(),
        ).toBe(true);
        expect(plan.settledReturn.greaterThanOrEqualTo(0)).toBe(true);
        expect(plan.settledReturn.lessThanOrEqualTo(bought.investment.expectedReturn)).toBe(true);
      }),
    );
  });
});

describe('archive and restore', () => {
  it('archives finished investments only, and restores archived ones', () => {
    expectError(() => planArchive(stateOf()), 'INVESTMENT_NOT_ARCHIVABLE');
    expect(planArchive(stateOf({ status: 'completed' }))).toEqual({ isArchived: true });
    expect(planArchive(stateOf({ status: 'cancelled' }))).toEqual({ isArchived: true });
    expectError(
      () => planArchive(stateOf({ status: 'completed', isArchived: true })),
      'INVESTMENT_NOT_ARCHIVABLE',
    );
    expect(planRestore(stateOf({ status: 'completed', isArchived: true }))).toEqual({ isArchived: false });
    expectError(() => planRestore(stateOf({ status: 'completed' })), 'INVESTMENT_NOT_ARCHIVED');
  });
});
