import { formatMoney, parseMoneyInput } from '@tradesim/core';
import type { BuyState } from '../../config/routes.js';

/**
 * The choice handed to /buy through navigation state, or null when any part is missing or
 * unusable (opened directly, reloaded in a new tab, a bookmark): then /buy sends the user home.
 */
export function readBuyState(state: unknown): BuyState | null {
  if (!state || typeof state !== 'object') return null;
  const { assetId, durationId, amount } = state as Partial<Record<keyof BuyState, unknown>>;
  if (typeof assetId !== 'string' || assetId === '') return null;
  if (typeof durationId !== 'string' || durationId === '') return null;
  const money = parseMoneyInput(amount);
  if (!money?.greaterThan(0)) return null;
  return { assetId, durationId, amount: formatMoney(money) };
}
