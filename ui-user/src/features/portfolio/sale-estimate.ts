import { type Decimal, earlySaleKeep, toDecimal } from '@tradesim/core';

export interface SaleEstimate {
  principal: Decimal;
  keptReturn: Decimal;
  total: Decimal;
}

/**
 * What selling early pays, at the return shown now: the principal in full plus half the
 * current return (the other half is the penalty), by core's rule the server settles with.
 * An estimate: the simulated return keeps moving until the sale is made.
 */
export function estimateEarlySale(investment: { amount: string; currentReturn: string }): SaleEstimate {
  const principal = toDecimal(investment.amount);
  const keptReturn = earlySaleKeep(investment.currentReturn);
  return { principal, keptReturn, total: principal.plus(keptReturn) };
}
