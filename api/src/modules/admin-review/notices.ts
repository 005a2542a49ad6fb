import { formatUsd, type TransactionType } from '@tradesim/core';
import type { NewNotification } from '../notifications/repo.js';

/** The reviewed row, as the notice describes it. */
export interface ReviewedTransaction {
  id: string;
  userId: string;
  type: TransactionType;
  amount: string;
  fee: string;
  netAmount: string;
}

/** What the owner reads in the bell after staff approve their deposit or withdrawal. */
export function approvalNotice(tx: ReviewedTransaction): NewNotification {
  const base = { userId: tx.userId, referenceId: tx.id };
  if (tx.type === 'withdrawal') {
    return {
      ...base,
      type: 'withdrawal',
      title: 'Withdrawal approved',
      message: `Your withdrawal of ${formatUsd(tx.amount)} has been approved: ${formatUsd(tx.netAmount)} is on its way to your wallet (fee ${formatUsd(tx.fee)}).`,
    };
  }
  return {
    ...base,
    type: 'deposit',
    title: 'Deposit approved',
    message: `Your deposit of ${formatUsd(tx.amount)} has been approved and added to your balance.`,
  };
}

/** The reject modal warns the admin that the user is told, with the reason given (docs/product/admin-console.md#screens). */
export function rejectionNotice(tx: ReviewedTransaction, reason: string): NewNotification {
  const base = { userId: tx.userId, referenceId: tx.id };
  if (tx.type === 'withdrawal') {
    return {
      ...base,
      type: 'withdrawal',
      title: 'Withdrawal rejected',
      message: `Your withdrawal of ${formatUsd(tx.amount)} was rejected and the amount returned to your balance. Reason: ${reason}`,
    };
  }
  return {
    ...base,
    type: 'deposit',
    title: 'Deposit rejected',
    message: `Your deposit of ${formatUsd(tx.amount)} was rejected. Reason: ${reason}`,
  };
}
