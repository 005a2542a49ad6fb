import { balanceAfterAdjustment, type DecimalInput, formatUsd, toDecimal } from '@tradesim/core';

/**
 * What a money command asks before it acts: the kind, the amount, whose money and what it
 * leaves (docs/cli.md). Pure text from what was read; the commands read it first.
 */

export function approveDepositQuestion(deposit: {
  amount: DecimalInput;
  email: string;
  /** The user's balance once it is credited. */
  balanceAfter: DecimalInput;
}): string {
  return `Approve deposit of ${formatUsd(deposit.amount)} for ${deposit.email}? Their balance becomes ${formatUsd(deposit.balanceAfter)}.`;
}

export function rejectDepositQuestion(deposit: { amount: DecimalInput; email: string }): string {
  return `Reject deposit of ${formatUsd(deposit.amount)} for ${deposit.email}? Nothing is credited.`;
}

/** The address in full: a look-alike differs in the middle, which a shortened one would hide. */
export function approveWithdrawalQuestion(withdrawal: {
  amount: DecimalInput;
  netAmount: DecimalInput;
  email: string;
  walletAddress: string | null | undefined;
  /** Whether this user was paid out to this address before; unknown leaves it unsaid. */
  seenBefore: boolean | undefined;
}): string {
  const seen =
    withdrawal.seenBefore === undefined
      ? ''
      : withdrawal.seenBefore
        ? ', an address they were paid out to before'
        : ', a new address';
  return `Approve withdrawal of ${formatUsd(withdrawal.amount)} for ${withdrawal.email} (net ${formatUsd(withdrawal.netAmount)} to ${withdrawal.walletAddress ?? 'no address'}${seen})?`;
}

/** The amount was held when the withdrawal was asked for: rejecting gives it back. */
export function rejectWithdrawalQuestion(withdrawal: {
  amount: DecimalInput;
  email: string;
  balance: DecimalInput;
}): string {
  const after = toDecimal(withdrawal.balance).plus(withdrawal.amount);
  return `Reject withdrawal of ${formatUsd(withdrawal.amount)} for ${withdrawal.email}? The ${formatUsd(withdrawal.amount)} held returns to their balance, which becomes ${formatUsd(after)}.`;
}

/** `amount` is signed: positive adds, negative takes. */
export function adjustmentQuestion(adjustment: {
  amount: DecimalInput;
  email: string;
  balanceAfter: DecimalInput;
}): string {
  const amount = toDecimal(adjustment.amount);
  const what = amount.isNegative() ? `Take ${formatUsd(amount.abs())} from` : `Add ${formatUsd(amount)} to`;
  return `${what} ${adjustment.email}'s balance? It becomes ${formatUsd(adjustment.balanceAfter)}.`;
}

/** The balance a signed adjustment leads to. */
export function balanceAfter(balance: DecimalInput, amount: DecimalInput): string {
  return balanceAfterAdjustment(balance, amount).toFixed(2);
}
