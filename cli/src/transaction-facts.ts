import type { AdminTransaction } from '@tradesim/core';
import type { TradesimClient } from '@tradesim/sdk';
import { UsageError } from './errors.js';
import {
  approveDepositQuestion,
  approveWithdrawalQuestion,
  balanceAfter,
  rejectDepositQuestion,
  rejectWithdrawalQuestion,
} from './money-questions.js';

export type Kind = 'deposit' | 'withdrawal';

/** The transaction, refused when a deposit id is given under `withdrawals` (or the reverse). */
export async function readTransaction(
  client: TradesimClient,
  kind: Kind,
  id: string,
): Promise<AdminTransaction> {
  const tx = await client.admin.transactions.get(id);
  if (tx.type !== kind) {
    throw new UsageError(
      `Transaction ${id} is a ${tx.type}, not a ${kind}: use \`tradesim ${tx.type}s ...\`.`,
    );
  }
  return tx;
}

async function balanceOf(client: TradesimClient, userId: string): Promise<string> {
  return (await client.admin.users.get(userId)).balance;
}

/**
 * Whether the user was paid out to this address before, as the approval context says it: one
 * of their completed withdrawals went there. (The review API does not say so; the list does.)
 */
async function paidOutBefore(client: TradesimClient, tx: AdminTransaction): Promise<boolean> {
  let cursor: string | undefined;
  do {
    const page = await client.admin.transactions.list({
      type: 'withdrawal',
      status: 'completed',
      userId: tx.userId,
      limit: 200,
      ...(cursor ? { cursor } : {}),
    });
    if (page.items.some((other) => other.id !== tx.id && other.walletAddress === tx.walletAddress))
      return true;
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return false;
}

/** The question before approving: the amount, whose, and the balance after or where it goes. */
export async function approveTransactionQuestion(
  client: TradesimClient,
  tx: AdminTransaction,
): Promise<string> {
  if (tx.type === 'deposit') {
    const balance = await balanceOf(client, tx.userId);
    return approveDepositQuestion({
      amount: tx.amount,
      email: tx.userEmail,
      balanceAfter: balanceAfter(balance, tx.amount),
    });
  }
  return approveWithdrawalQuestion({
    amount: tx.amount,
    netAmount: tx.netAmount,
    email: tx.userEmail,
    walletAddress: tx.walletAddress,
    seenBefore: tx.walletAddress ? await paidOutBefore(client, tx) : undefined,
  });
}

/** The question before rejecting: nothing credited, or the held amount back and the balance it makes. */
export async function rejectTransactionQuestion(
  client: TradesimClient,
  tx: AdminTransaction,
): Promise<string> {
  if (tx.type === 'deposit') return rejectDepositQuestion({ amount: tx.amount, email: tx.userEmail });
  return rejectWithdrawalQuestion({
    amount: tx.amount,
    email: tx.userEmail,
    balance: await balanceOf(client, tx.userId),
  });
}
