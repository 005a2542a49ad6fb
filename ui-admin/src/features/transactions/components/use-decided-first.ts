import type { AdminTransaction } from '@tradesim/core';
import { useAdminAuth } from '../../../lib/auth-context.js';
import { useTransaction } from '../api/use-transactions.js';

const outcomes: Record<string, string> = {
  completed: 'approved',
  rejected: 'rejected',
  failed: 'marked failed',
  cancelled: 'cancelled by its owner',
};

/**
 * The transaction as the server has it now, when it is no longer pending: another admin (or
 * the owner, cancelling) acted while this review was open. Live: the `admin.transactions`
 * bridge refreshes the query the moment anyone decides, and so does a lost 409.
 */
export function useDecidedFirst(transaction: AdminTransaction) {
  const { admin } = useAdminAuth();
  const live = useTransaction(transaction.id).data;
  if (!live || live.status === 'pending') return null;
  const by = live.processedBy && live.processedBy === admin?.id ? 'you' : live.processedByEmail;
  return { outcome: outcomes[live.status] ?? live.status, by, at: live.processedAt };
}
