import { type Transaction, toDecimal } from '@tradesim/core';
import { formatUsd } from '@tradesim/ui-kit';

const typeLabels: Record<string, string> = {
  deposit: 'Deposit',
  withdrawal: 'Withdrawal',
  buy: 'Buy',
  sell: 'Sell',
  transfer: 'Transfer',
};

/** "Deposit", "Withdrawal", "Buy BTC", "Sell ETH". */
export function describeType(tx: Pick<Transaction, 'type' | 'assetSymbol'>): string {
  const label = typeLabels[tx.type] ?? 'Transaction';
  return (tx.type === 'buy' || tx.type === 'sell') && tx.assetSymbol ? `${label} ${tx.assetSymbol}` : label;
}

/**
 * Which way the money moved for the user: deposits and sales (and any credit) come in;
 * withdrawals and purchases go out. Rows carry the absolute amount, so the type decides.
 */
export function moneyDirection(tx: Pick<Transaction, 'type' | 'amount'>): 'in' | 'out' {
  if (tx.type === 'deposit' || tx.type === 'sell') return 'in';
  if (tx.type === 'withdrawal' || tx.type === 'buy') return 'out';
  return toDecimal(tx.amount).isNegative() ? 'out' : 'in';
}

/** "+$100.00" for money in, "-$100.00" for money out. */
export function signedAmount(tx: Pick<Transaction, 'type' | 'amount'>): string {
  const amount = toDecimal(tx.amount).abs();
  return moneyDirection(tx) === 'in' ? formatUsd(amount, { signed: true }) : formatUsd(amount.negated());
}

export type DisplayStatus = 'pending' | 'completed' | 'failed' | 'rejected' | 'cancelled';

export const statusLabels: Record<DisplayStatus, string> = {
  pending: 'Pending',
  completed: 'Completed',
  failed: 'Failed',
  rejected: 'Rejected',
  cancelled: 'Cancelled',
};

/** The spec's five statuses; anything else is shown like pending (docs/product/user-app.md#states-and-transitions). */
export function displayStatus(status: string): DisplayStatus {
  return status in statusLabels ? (status as DisplayStatus) : 'pending';
}

/** False when the money never moved (or moved back): a failed, rejected or cancelled row. */
export function wasApplied(status: string): boolean {
  const shown = displayStatus(status);
  return shown === 'pending' || shown === 'completed';
}

/** "TJRabP…RTv8": first 6 and last 4 characters of an address. */
export function shortenAddress(address: string): string {
  return address.length <= 12 ? address : `${address.slice(0, 6)}…${address.slice(-4)}`;
}
