import { randomUUID } from 'node:crypto';
import { planDepositApproval, toDecimal } from '@tradesim/core';
import type { Database } from '../../src/db/connect.js';
import { recordJournal } from '../../src/modules/ledger/repo.js';

/**
 * Gives a user money the way an approved deposit does (a completed deposit transaction and
 * its `deposit_approved` journal), for tests of flows that need a balance. The admin review
 * routes that do this for real are tested on their own. `now` is the server's clock where a
 * test moves it (the journal's time is what the 24 h figures read).
 */
export async function fundUser(
  db: Database,
  userId: string,
  amount: string,
  now = new Date(),
): Promise<void> {
  await db.knex.transaction(async (trx) => {
    const id = randomUUID();
    const value = toDecimal(amount);
    await trx('transactions').insert({
      id,
      user_id: userId,
      type: 'deposit',
      amount: value.toFixed(2),
      fee: '0.00',
      net_amount: value.toFixed(2),
      status: 'completed',
      description: 'Test funding',
      processed_at: now,
      created_at: now,
      updated_at: now,
    });
    const plan = planDepositApproval({
      userId,
      type: 'deposit',
      status: 'pending',
      amount: value,
      fee: toDecimal(0),
    });
    if (plan.journal) await recordJournal(trx, plan.journal, { reference: { type: 'transaction', id }, now });
  });
}
