import { formatMoney } from '@tradesim/core';
import { type RealtimeMessage, userTopic } from '../../realtime/publish.js';
import type { TransactionRow } from './transaction-view.js';

/**
 * What a deposit or withdrawal change tells its owner and the back office (docs/contract.md#realtime).
 * Payloads stay small: ids and changed fields; clients read the rest through the API.
 */
export function transactionEvents(
  row: Pick<TransactionRow, 'id' | 'user_id' | 'type' | 'status'>,
  change: { adminEvent: 'insert' | 'update'; balance?: string; now: Date },
): RealtimeMessage[] {
  const at = change.now.toISOString();
  const messages: RealtimeMessage[] = [];
  if (change.balance !== undefined) {
    messages.push({
      topic: userTopic(row.user_id),
      event: 'profile',
      data: { balance: formatMoney(change.balance) },
      at,
    });
  }
  messages.push(
    { topic: userTopic(row.user_id), event: 'transaction', data: { id: row.id, status: row.status }, at },
    {
      topic: 'admin.transactions',
      event: change.adminEvent,
      data: { id: row.id, type: row.type, status: row.status },
      at,
    },
  );
  return messages;
}
