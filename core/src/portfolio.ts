import { Decimal } from './decimal.js';
import { investmentFigures } from './investment-figures.js';
import type { InvestmentState } from './investments.js';
import type { LedgerEvent } from './ledger.js';
import { roundToCents, sumMoney } from './money.js';
import { returnPercentOf, simulateReturn } from './returns.js';

/** The window of `change24h`. */
export const changeWindowMs = 24 * 3_600_000;

/**
 * Whether a posting to the user's account is money moved in or out (not performance). Admin
 * adjustments count as moved money: staff crediting or debiting a balance is not a return on
 * anything the user holds. Every event is listed, so a new one must be classified here.
 */
const movesMoney: Record<LedgerEvent, boolean> = {
  deposit_approved: true,
  withdrawal_requested: true,
  withdrawal_approved: true,
  withdrawal_released: true,
  admin_adjustment: true,
  investment_bought: false,
  investment_settled: false,
};

/** A user's money as read in one snapshot at `now`: what every portfolio figure derives from. */
export interface PortfolioSnapshot {
  balance: Decimal;
  /** Every investment open now (status active), plus those settled after `since`. */
  investments: readonly InvestmentState[];
  /** Investments settled at any time: the returns credited and the principal they ran on. */
  settled: { returns: Decimal; principal: Decimal };
  /** The user's ledger postings made after `since`, summed per event. */
  postingsSince: readonly { event: LedgerEvent; amount: Decimal }[];
  /** The start of the change window (now − changeWindowMs). */
  since: Date;
}

export interface PortfolioFigures {
  totalInvested: Decimal;
  currentValue: Decimal;
  netWorth: Decimal;
  realisedReturn: Decimal;
  unrealisedReturn: Decimal;
  totalReturn: Decimal;
  totalReturnPercent: Decimal;
  change24h: { amount: Decimal; percent: Decimal };
}

/** Open at `at`: started by then and not yet settled (settlement and purchase times are exact). */
export function isOpenAt(investment: InvestmentState, at: Date): boolean {
  const time = at.getTime();
  if (investment.startDate.getTime() > time) return false;
  return investment.settledAt === null || investment.settledAt.getTime() > time;
}

/** What the investments open at `at` were worth then: principal plus the return simulated then. */
export function openValueAt(investments: readonly InvestmentState[], at: Date): Decimal {
  return sumMoney(
    investments
      .filter((investment) => isOpenAt(investment, at))
      .map((investment) => investment.amount.plus(roundToCents(simulateReturn(investment, at)))),
  );
}

/**
 * Net worth now less net worth at `since`, less the money moved in or out in between. Net worth
 * then is exact: today's balance with the window's postings taken back, plus what was open then
 * valued by the same deterministic simulation. The percent is of what was at work in the
 * window: net worth then plus the net money moved in (when positive).
 */
export function changeSince(
  snapshot: PortfolioSnapshot,
  netWorthNow: Decimal,
): PortfolioFigures['change24h'] {
  const posted = sumMoney(snapshot.postingsSince.map((posting) => posting.amount));
  const moved = sumMoney(
    snapshot.postingsSince.filter((posting) => movesMoney[posting.event]).map((posting) => posting.amount),
  );
  const netWorthThen = snapshot.balance.minus(posted).plus(openValueAt(snapshot.investments, snapshot.since));
  const amount = netWorthNow.minus(netWorthThen).minus(moved);
  return { amount, percent: returnPercentOf(amount, netWorthThen.plus(Decimal.max(moved, 0))) };
}

/**
 * Every figure of the portfolio at `now`. Open investments are those still active (one matured
 * but not yet settled is worth its final return, which is what settling it will credit).
 * `totalReturnPercent` is the all-time return over all the principal ever invested (open and
 * settled), i.e. what each invested dollar has earned so far.
 */
export function portfolioFigures(snapshot: PortfolioSnapshot, now: Date): PortfolioFigures {
  const open = snapshot.investments.filter((investment) => investment.status === 'active');
  const totalInvested = sumMoney(open.map((investment) => investment.amount));
  const unrealisedReturn = sumMoney(
    open.map((investment) => investmentFigures(investment, now).currentReturn),
  );
  const currentValue = totalInvested.plus(unrealisedReturn);
  const netWorth = snapshot.balance.plus(currentValue);
  const realisedReturn = snapshot.settled.returns;
  const totalReturn = realisedReturn.plus(unrealisedReturn);
  return {
    totalInvested,
    currentValue,
    netWorth,
    realisedReturn,
    unrealisedReturn,
    totalReturn,
    totalReturnPercent: returnPercentOf(totalReturn, totalInvested.plus(snapshot.settled.principal)),
    change24h: changeSince(snapshot, netWorth),
  };
}
