import { useQuery } from '@tanstack/react-query';
import { type Decimal, type InvestmentList, toDecimal } from '@tradesim/core';
import { useClient } from '../../../lib/sdk-context.js';
import { investmentsQuery } from '../../../lib/use-investments.js';

/** Asset id → the asset quantity the user's active investments hold in it. */
export type HeldAmounts = ReadonlyMap<string, Decimal>;

export function sumHeldAmounts(list: InvestmentList): HeldAmounts {
  const held = new Map<string, Decimal>();
  for (const investment of list.items) {
    const previous = held.get(investment.asset.id) ?? toDecimal(0);
    held.set(investment.asset.id, previous.plus(investment.assetAmount));
  }
  return held;
}

/**
 * The dashboard's held-amount estimate per asset, from the active investments. The cache
 * entry holds the whole list response (as the portfolio reads it), so `me` events that
 * invalidate investments refresh it too.
 */
export function useHeldAmounts() {
  return useQuery({ ...investmentsQuery(useClient(), 'active'), select: sumHeldAmounts });
}
