import { type Approval, type ApprovalKind, formatUsd, isMoneyApproval } from '@tradesim/core';
import { formatAge } from './age.js';
import { adjustmentQuestion, approveDepositQuestion, approveWithdrawalQuestion } from './money-questions.js';

/** A request's amount with its sign: "+$2,000.00" credits the user, "-$500.00" debits. */
export function signedAmount(approval: Approval): string | null {
  if (approval.amount === null) return null;
  return `${approval.direction === 'debit' ? '-' : '+'}${formatUsd(approval.amount)}`;
}

/**
 * What is said when the server holds a change for a second staff member (202): nothing happened
 * yet, which request it is, and the command the second person runs.
 */
export function describeRequested(approval: Approval): string {
  const first = isMoneyApproval(approval.kind)
    ? `Nothing moved yet: ${approval.summary} is at or above the four-eyes threshold and waits for a second staff member (approval ${approval.id}).`
    : `Requested: ${approval.summary}; waiting for a second staff member (approval ${approval.id}).`;
  return `${first}\nAnother staff member approves it with: tradesim approvals approve ${approval.id} (before ${approval.expiresAt})`;
}

/** A picker's line: what is asked, the amount when the summary does not say it, who asked and when. */
export function approvalChoiceLabel(approval: Approval, now: number): string {
  const amount =
    approval.amount !== null && !approval.summary.includes(formatUsd(approval.amount))
      ? ` (${signedAmount(approval)})`
      : '';
  return `${approval.summary}${amount} · asked by ${approval.requestedByEmail} · ${formatAge(approval.createdAt, now)}`;
}

function balanceAfterOf(approval: Approval): string | null {
  const after = approval.context.after?.balance;
  return typeof after === 'string' ? after : null;
}

/** The question before approving: for money, as the deposit, withdrawal or adjustment command asks it. */
export function approveRequestQuestion(approval: Approval): string {
  const { context } = approval;
  const email = approval.userEmail ?? context.user?.email ?? 'an unknown user';
  const after = balanceAfterOf(approval);
  const amount = approval.amount;
  if (approval.kind === 'deposit' && amount !== null && after !== null) {
    return approveDepositQuestion({ amount, email, balanceAfter: after });
  }
  if (approval.kind === 'withdrawal' && context.transaction) {
    const tx = context.transaction;
    return approveWithdrawalQuestion({
      amount: tx.amount,
      netAmount: tx.netAmount,
      email,
      walletAddress: tx.walletAddress,
      seenBefore: tx.walletSeenBefore,
    });
  }
  if (approval.kind === 'adjustment' && amount !== null && after !== null) {
    const signed = approval.direction === 'debit' ? `-${amount}` : amount;
    return adjustmentQuestion({ amount: signed, email, balanceAfter: after });
  }
  return `Approve the request "${approval.summary}", asked by ${approval.requestedByEmail}? It takes effect at once.`;
}

const rejectEffects: Partial<Record<ApprovalKind, string>> = {
  deposit: 'Nothing is credited; the deposit stays pending for review.',
  withdrawal: 'Nothing is paid out; the withdrawal stays pending for review.',
};

/** The question before rejecting: the request, who asked, and that nothing moves. */
export function rejectRequestQuestion(approval: Approval): string {
  const balance = approval.context.user?.balance;
  const effect =
    rejectEffects[approval.kind] ??
    (approval.kind === 'adjustment' && balance !== undefined
      ? `Their balance stays ${formatUsd(balance)}.`
      : 'Nothing changes.');
  return `Reject the request "${approval.summary}", asked by ${approval.requestedByEmail}? ${effect}`;
}
