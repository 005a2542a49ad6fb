// Why it is built this way: docs/decisions/0001-money-and-the-ledger.md
import { Decimal, type DecimalInput } from './decimal.js';
import { sumMoney } from './money.js';

/**
 * The chart of accounts of docs/money.md#ledger. `user:<id>` is what the platform owes that user;
 * its postings sum to the user's balance.
 */
export const platformAccounts = {
  deposits: 'platform:deposits',
  withdrawals: 'platform:withdrawals',
  withdrawalsHeld: 'platform:withdrawals-held',
  investments: 'platform:investments',
  returns: 'platform:returns',
  fees: 'platform:fees',
  adjustments: 'platform:adjustments',
} as const;

export type PlatformAccount = (typeof platformAccounts)[keyof typeof platformAccounts];
export type Account = PlatformAccount | `user:${string}`;

export function userAccount(userId: string): `user:${string}` {
  return `user:${userId}`;
}

export function userIdOfAccount(account: string): string | null {
  return account.startsWith('user:') ? account.slice('user:'.length) : null;
}

/** What happened, recorded on every posting of a journal entry. */
export type LedgerEvent =
  | 'deposit_approved'
  | 'withdrawal_requested'
  | 'withdrawal_approved'
  | 'withdrawal_released'
  | 'investment_bought'
  | 'investment_settled'
  | 'admin_adjustment';

export const ledgerEvents: readonly LedgerEvent[] = [
  'deposit_approved',
  'withdrawal_requested',
  'withdrawal_approved',
  'withdrawal_released',
  'investment_bought',
  'investment_settled',
  'admin_adjustment',
];

export interface Posting {
  account: Account;
  /** Signed, in cents precision; never zero (a zero posting carries no information). */
  amount: Decimal;
}

/** One journal entry: two or more postings that sum to zero. */
export interface Journal {
  event: LedgerEvent;
  postings: Posting[];
}

/** Builds a journal, dropping zero postings and refusing one that does not balance. */
export function journal(event: LedgerEvent, postings: Posting[]): Journal {
  const kept = postings.filter((posting) => !posting.amount.isZero());
  const total = sumMoney(kept.map((posting) => posting.amount));
  if (!total.isZero()) throw new Error(`Unbalanced ${event} journal: postings sum to ${total.toFixed(2)}`);
  if (kept.some((posting) => posting.amount.decimalPlaces() > 2)) {
    throw new Error(`${event} journal has a posting finer than a cent`);
  }
  return { event, postings: kept };
}

/** The net effect of a journal on one account (zero when it does not touch it). */
export function netFor(entry: Journal, account: Account): Decimal {
  return sumMoney(entry.postings.filter((p) => p.account === account).map((p) => p.amount));
}

export function postingsSum(postings: readonly Posting[]): Decimal {
  return sumMoney(postings.map((posting) => posting.amount));
}

export function isBalanced(entry: Journal): boolean {
  return postingsSum(entry.postings).isZero();
}

/** Convenience for readable posting lists. */
export function post(account: Account, amount: DecimalInput): Posting {
  return { account, amount: new Decimal(amount) };
}
