import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Decimal } from './decimal.js';
import { type InvestmentState, planEarlySale, planMaturitySettlement } from './investments.js';
import type { LedgerEvent } from './ledger.js';
import { roundToCents, sumMoney } from './money.js';
import {
  changeWindowMs,
  isOpenAt,
  openValueAt,
  type PortfolioSnapshot,
  portfolioFigures,
} from './portfolio.js';
import { finalReturn, simulateReturn } from './returns.js';

const now = new Date('2026-11-22T08:00:00.000Z');
const since = new Date(now.getTime() - changeWindowMs);
const hour = 3_600_000;
const at = (hoursBeforeNow: number) => new Date(now.getTime() - hoursBeforeNow * hour);
const d = (value: string | number) => new Decimal(value);

let ids = 0;
function investment(overrides: Partial<InvestmentState> = {}): InvestmentState {
  ids += 1;
  return {
    id: `00000000-0000-4000-8000-${String(ids).padStart(12, '0')}`,
    userId: 'u',
    assetType: 'crypto',
    amount: d('100.00'),
    expectedReturn: d('10.00'),
    startDate: at(30),
    endDate: at(-10),
    status: 'active',
    isArchived: false,
    settledReturn: null,
    settledAt: null,
    ...overrides,
  };
}

function snapshot(overrides: Partial<PortfolioSnapshot> = {}): PortfolioSnapshot {
  return {
    balance: d('0.00'),
    investments: [],
    settled: { returns: d(0), principal: d(0) },
    postingsSince: [],
    since,
    ...overrides,
  };
}

const valueAt = (item: InvestmentState, time: Date) =>
  item.amount.plus(roundToCents(simulateReturn(item, time)));

describe('portfolioFigures', () => {
  it('is the balance alone for a user holding only cash', () => {
    const figures = portfolioFigures(snapshot({ balance: d('250.00') }), now);
    expect(figures.netWorth.toFixed(2)).toBe('250.00');
    expect(figures.totalReturn.toFixed(2)).toBe('0.00');
    expect(figures.totalReturnPercent.toFixed(2)).toBe('0.00');
    expect(figures.change24h.amount.toFixed(2)).toBe('0.00');
    expect(figures.change24h.percent.toFixed(2)).toBe('0.00');
  });

  it('values open investments now and adds them to the balance', () => {
    const open = investment();
    const figures = portfolioFigures(snapshot({ balance: d('50.00'), investments: [open] }), now);
    const simulated = roundToCents(simulateReturn(open, now));
    expect(figures.totalInvested.toFixed(2)).toBe('100.00');
    expect(figures.unrealisedReturn.toFixed(2)).toBe(simulated.toFixed(2));
    expect(figures.currentValue.toFixed(2)).toBe(d(100).plus(simulated).toFixed(2));
    expect(figures.netWorth.toFixed(2)).toBe(d(150).plus(simulated).toFixed(2));
  });

  it('values an investment past its end but not settled yet at the final return', () => {
    const due = investment({ startDate: at(30), endDate: at(1) });
    const figures = portfolioFigures(snapshot({ investments: [due] }), now);
    expect(figures.unrealisedReturn.toFixed(2)).toBe(roundToCents(finalReturn(due)).toFixed(2));
  });

  it('counts credited returns as realised and gives the all-time return over all principal', () => {
    const open = investment({ expectedReturn: d('0.00') });
    const figures = portfolioFigures(
      snapshot({ investments: [open], settled: { returns: d('12.00'), principal: d('100.00') } }),
      now,
    );
    expect(figures.realisedReturn.toFixed(2)).toBe('12.00');
    expect(figures.unrealisedReturn.toFixed(2)).toBe('0.00');
    expect(figures.totalReturn.toFixed(2)).toBe('12.00');
    // 12 earned on 200 ever invested (100 open, 100 settled).
    expect(figures.totalReturnPercent.toFixed(2)).toBe('6.00');
  });

  it('leaves deposits, withdrawals and admin adjustments out of the 24 h change', () => {
    const figures = portfolioFigures(
      snapshot({
        balance: d('700.00'),
        postingsSince: [
          { event: 'deposit_approved', amount: d('1000.00') },
          { event: 'withdrawal_requested', amount: d('-400.00') },
          { event: 'admin_adjustment', amount: d('100.00') },
        ],
      }),
      now,
    );
    expect(figures.change24h.amount.toFixed(2)).toBe('0.00');
  });

  it('counts a purchase in the window as its return since, and an early sale penalty as a loss', () => {
    const bought = investment({ startDate: at(5) });
    const sold = investment({ startDate: at(30), endDate: at(-30) });
    const sale = planEarlySale(sold, at(2));
    const soldState = { ...sold, status: sale.status, settledAt: at(2), settledReturn: sale.settledReturn };
    const balance = d('1000.00');
    const figures = portfolioFigures(
      snapshot({
        balance,
        investments: [bought, soldState],
        settled: { returns: sale.settledReturn, principal: sold.amount },
        postingsSince: [
          { event: 'investment_bought', amount: d('-100.00') },
          { event: 'investment_settled', amount: sale.credited },
        ],
      }),
      now,
    );
    const before = balance.plus(100).minus(sale.credited).plus(valueAt(sold, since));
    const after = balance.plus(valueAt(bought, now));
    expect(figures.change24h.amount.toFixed(2)).toBe(after.minus(before).toFixed(2));
    expect(figures.change24h.percent.toFixed(6)).toBe(after.minus(before).div(before).times(100).toFixed(6));
  });

  it('takes the percent over net worth 24 h ago plus the money moved in', () => {
    const bought = investment({ startDate: at(5), expectedReturn: d('10.00') });
    const figures = portfolioFigures(
      snapshot({
        balance: d('900.00'),
        investments: [bought],
        postingsSince: [
          { event: 'deposit_approved', amount: d('1000.00') },
          { event: 'investment_bought', amount: d('-100.00') },
        ],
      }),
      now,
    );
    const gain = roundToCents(simulateReturn(bought, now));
    expect(figures.change24h.amount.toFixed(2)).toBe(gain.toFixed(2));
    expect(figures.change24h.percent.toFixed(6)).toBe(gain.div(1000).times(100).toFixed(6));
  });
});

describe('isOpenAt and openValueAt', () => {
  it('counts an investment from its purchase to its settlement, the end excluded', () => {
    const item = investment({
      startDate: at(10),
      settledAt: at(2),
      status: 'completed',
      settledReturn: d(1),
    });
    expect(isOpenAt(item, at(11))).toBe(false);
    expect(isOpenAt(item, at(10))).toBe(true);
    expect(isOpenAt(item, at(3))).toBe(true);
    expect(isOpenAt(item, at(2))).toBe(false);
    expect(isOpenAt(investment({ startDate: at(10) }), now)).toBe(true);
    expect(openValueAt([item], at(3)).toFixed(2)).toBe(valueAt(item, at(3)).toFixed(2));
    expect(openValueAt([item], now).toFixed(2)).toBe('0.00');
  });
});

// A replayed account: operations in time order, from which net worth at any time is computed
// the slow, obvious way, to check the snapshot arithmetic of changeSince.
type Operation =
  | { kind: 'deposit' | 'withdraw' | 'adjust' | 'buy'; hoursAgo: number; amount: number }
  | { kind: 'settle'; hoursAgo: number; pick: number };

interface Posting {
  event: LedgerEvent;
  amount: Decimal;
  time: Date;
}

function replay(operations: readonly Operation[], until: Date) {
  let balance = d(0);
  const investments: InvestmentState[] = [];
  const postings: Posting[] = [];
  const ordered = [...operations].sort((a, b) => b.hoursAgo - a.hoursAgo);
  for (const [index, operation] of ordered.entries()) {
    const time = at(operation.hoursAgo);
    if (time.getTime() > until.getTime()) break;
    const post = (event: LedgerEvent, amount: Decimal) => {
      balance = balance.plus(amount);
      postings.push({ event, amount, time });
    };
    if (operation.kind === 'settle') {
      const open = investments.filter((item) => item.status === 'active');
      const position = investments.indexOf(
        open[operation.pick % Math.max(open.length, 1)] as InvestmentState,
      );
      const target = investments[position];
      if (!target) continue;
      const plan =
        time.getTime() >= target.endDate.getTime()
          ? planMaturitySettlement(target, time)
          : planEarlySale(target, time);
      investments[position] = {
        ...target,
        status: plan.status,
        settledAt: time,
        settledReturn: plan.settledReturn,
      };
      post('investment_settled', plan.credited);
      continue;
    }
    const amount = d(operation.amount).div(100);
    if (operation.kind === 'deposit') post('deposit_approved', amount);
    if (operation.kind === 'withdraw' && balance.greaterThanOrEqualTo(amount))
      post('withdrawal_requested', amount.negated());
    if (operation.kind === 'adjust')
      post('admin_adjustment', balance.greaterThanOrEqualTo(amount) ? amount.negated() : amount);
    if (operation.kind === 'buy' && balance.greaterThanOrEqualTo(amount)) {
      investments.push(
        investment({
          // The same operation is the same investment in every replay: the simulation is seeded by it.
          id: `00000000-0000-4000-9000-${String(index).padStart(12, '0')}`,
          amount,
          expectedReturn: roundToCents(amount.times('0.05')),
          startDate: time,
          endDate: new Date(time.getTime() + 20 * hour),
        }),
      );
      post('investment_bought', amount.negated());
    }
  }
  return { balance, investments, postings };
}

function netWorthAt(operations: readonly Operation[], time: Date): Decimal {
  const state = replay(operations, time);
  const open = state.investments.filter((item) => item.status === 'active');
  return state.balance.plus(sumMoney(open.map((item) => valueAt(item, time))));
}

const operation: fc.Arbitrary<Operation> = fc.oneof(
  fc.record({
    kind: fc.constantFrom('deposit' as const, 'withdraw' as const, 'adjust' as const, 'buy' as const),
    hoursAgo: fc.integer({ min: 0, max: 60 }),
    amount: fc.integer({ min: 1, max: 100_000 }),
  }),
  fc.record({
    kind: fc.constant('settle' as const),
    hoursAgo: fc.integer({ min: 0, max: 60 }),
    pick: fc.nat(),
  }),
);

describe('change24h against a replay of the account', () => {
  it('is net worth now less net worth a day ago less the money moved, whatever happened', () => {
    fc.assert(
      fc.property(fc.array(operation, { maxLength: 25 }), (operations) => {
        const state = replay(operations, now);
        const window = state.postings.filter((posting) => posting.time.getTime() > since.getTime());
        const figures = portfolioFigures(
          {
            balance: state.balance,
            investments: state.investments.filter(
              (item) => item.status === 'active' || (item.settledAt?.getTime() ?? 0) > since.getTime(),
            ),
            settled: {
              returns: sumMoney(state.investments.map((item) => item.settledReturn ?? 0)),
              principal: sumMoney(
                state.investments.filter((item) => item.status !== 'active').map((item) => item.amount),
              ),
            },
            postingsSince: window.map(({ event, amount }) => ({ event, amount })),
            since,
          },
          now,
        );
        const moved = sumMoney(
          window
            .filter((posting) => !posting.event.startsWith('investment_'))
            .map((posting) => posting.amount),
        );
        const expected = netWorthAt(operations, now).minus(netWorthAt(operations, since)).minus(moved);
        expect(figures.netWorth.toFixed(2)).toBe(netWorthAt(operations, now).toFixed(2));
        expect(figures.change24h.amount.toFixed(2)).toBe(expected.toFixed(2));
      }),
      { numRuns: 300 },
    );
  });
});
