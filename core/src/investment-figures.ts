import { Decimal } from './decimal.js';
import type { InvestmentState } from './investments.js';
import { roundToCents, sumMoney } from './money.js';
import { progressAt, returnPercentOf, simulateReturn, timeRemainingText } from './returns.js';

/** The figures derived at read time for one investment. */
export interface InvestmentFigures {
  /** In cents: simulated while active, the settled return afterwards. */
  currentReturn: Decimal;
  currentValue: Decimal;
  returnPercent: Decimal;
  progress: number;
  timeRemaining: string;
  isMatured: boolean;
}

export function investmentFigures(investment: InvestmentState, now: Date): InvestmentFigures {
  const active = investment.status === 'active';
  const currentReturn = active
    ? roundToCents(simulateReturn(investment, now))
    : (investment.settledReturn ?? new Decimal(0));
  const settledAt = investment.settledAt ?? now;
  return {
    currentReturn,
    currentValue: investment.amount.plus(currentReturn),
    returnPercent: returnPercentOf(currentReturn, investment.amount),
    progress: progressAt(investment, active ? now : settledAt),
    timeRemaining:
      investment.status === 'cancelled' ? 'Sold early' : timeRemainingText(investment.endDate, now),
    isMatured: now.getTime() >= investment.endDate.getTime(),
  };
}

export interface PortfolioSummary {
  totalInvested: Decimal;
  currentValue: Decimal;
  totalReturn: Decimal;
  returnPercent: Decimal;
}

/**
 * The portfolio figures over the open (active) investments: what is invested now and what it
 * is worth now. Returns already paid out are part of the balance, not of the portfolio.
 */
export function summarizePortfolio(
  active: readonly { amount: Decimal; currentReturn: Decimal }[],
): PortfolioSummary {
  const totalInvested = sumMoney(active.map((item) => item.amount));
  const totalReturn = sumMoney(active.map((item) => item.currentReturn));
  return {
    totalInvested,
    currentValue: totalInvested.plus(totalReturn),
    totalReturn,
    returnPercent: returnPercentOf(totalReturn, totalInvested),
  };
}

/** The open investments valued at `now`: summarizePortfolio over their simulated returns. */
export function valueOpenInvestments(active: readonly InvestmentState[], now: Date): PortfolioSummary {
  return summarizePortfolio(
    active.map((investment) => ({
      amount: investment.amount,
      currentReturn: investmentFigures(investment, now).currentReturn,
    })),
  );
}
