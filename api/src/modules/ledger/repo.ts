import { randomUUID } from 'node:crypto';
import { type Journal, userIdOfAccount } from '@tradesim/core';
import type { Db } from '../../context.js';

export interface JournalReference {
  type: 'investment' | 'transaction';
  id: string;
}

/**
 * Writes one journal entry (all its postings in one INSERT, so the balanced-journal trigger
 * checks it whole) and moves the balances of the users it touches by their postings. Must run
 * inside the transaction that makes the change: the ledger and the balances never disagree.
 * Returns each touched user's new balance.
 */
export async function recordJournal(
  trx: Db,
  entry: Journal,
  options: { reference: JournalReference | null; now: Date },
): Promise<Map<string, string>> {
  const journalId = randomUUID();
  await trx('ledger_entries').insert(
    entry.postings.map((posting) => ({
      journal_id: journalId,
      event: entry.event,
      account: posting.account,
      user_id: userIdOfAccount(posting.account),
      amount: posting.amount.toFixed(2),
      reference_type: options.reference?.type ?? null,
      reference_id: options.reference?.id ?? null,
      created_at: options.now,
    })),
  );
  const balances = new Map<string, string>();
  for (const posting of entry.postings) {
    const userId = userIdOfAccount(posting.account);
    if (!userId) continue;
    // CHECK (balance >= 0) backs every rule that already checked the balance under a lock.
    const [row] = await trx('profiles')
      .where('id', userId)
      .update({
        balance: trx.raw('balance + ?::numeric', [posting.amount.toFixed(2)]),
        updated_at: options.now,
      })
      .returning('balance');
    if (!row) throw new Error(`journal ${entry.event} posts to a missing user ${userId}`);
    balances.set(userId, row.balance);
  }
  return balances;
}
