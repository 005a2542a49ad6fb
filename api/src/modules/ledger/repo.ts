import { randomUUID } from 'node:crypto';
import { type Journal, netFor, userAccount, userIdOfAccount } from '@tradesim/core';
import type { Db } from '../../context.js';
import { inLockOrder } from './lock-order.js';

export interface JournalReference {
  type: 'investment' | 'transaction';
  id: string;
}

/**
 * Writes one journal entry (all its postings in one INSERT, so the balanced-journal trigger
 * checks it whole) and moves the balance of each user it touches by their net, in the lock
 * order (docs/money.md#lock-order), whatever the order of the postings. Must run inside the
 * transaction that makes the change: the ledger and the balances never disagree. Returns each
 * touched user's new balance.
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
  for (const userId of inLockOrder(entry.postings.map((posting) => userIdOfAccount(posting.account)))) {
    // CHECK (balance >= 0) backs every rule that already checked the balance under a lock.
    const [row] = await trx('profiles')
      .where('id', userId)
      .update({
        balance: trx.raw('balance + ?::numeric', [netFor(entry, userAccount(userId)).toFixed(2)]),
        updated_at: options.now,
      })
      .returning('balance');
    if (!row) throw new Error(`journal ${entry.event} posts to a missing user ${userId}`);
    balances.set(userId, row.balance);
  }
  return balances;
}

/** What the ledger check compares, all read by the caller in one snapshot (see verifyLedger). */
export interface LedgerFigures {
  /** Each platform account's balance (postings without a user). */
  totals: { account: string; balance: string }[];
  /** The sum of every user posting. */
  userTotal: string;
  /** The sum of every posting: zero when the books balance. */
  grand: string;
  /** Up to 20 journals whose postings do not sum to zero. */
  unbalancedJournals: { journal_id: string; total: string }[];
  /** Up to 20 users whose balance is not the sum of their postings. */
  userDrift: { id: string; balance: string; ledger: string }[];
  /** The principal of the active investments. */
  openPrincipal: string;
  negativeCount: number;
}

export async function readLedgerFigures(db: Db): Promise<LedgerFigures> {
  const totals: { account: string; balance: string }[] = await db('ledger_entries')
    .whereNull('user_id')
    .groupBy('account')
    .select('account', db.raw('sum(amount)::text as balance'));
  const userTotal = await db('ledger_entries')
    .whereNotNull('user_id')
    .first(db.raw('coalesce(sum(amount), 0)::text as balance'));
  const grand = await db('ledger_entries').first(db.raw('coalesce(sum(amount), 0)::text as total'));
  const unbalancedJournals: { journal_id: string; total: string }[] = await db('ledger_entries')
    .groupBy('journal_id')
    .havingRaw('sum(amount) <> 0')
    .limit(20)
    .select('journal_id', db.raw('sum(amount)::text as total'));
  const userDrift: { id: string; balance: string; ledger: string }[] = await db('profiles as p')
    .leftJoin(
      db('ledger_entries')
        .whereNotNull('user_id')
        .groupBy('user_id')
        .select('user_id', db.raw('sum(amount) as total'))
        .as('l'),
      'l.user_id',
      'p.id',
    )
    .whereRaw('p.balance <> coalesce(l.total, 0)')
    .limit(20)
    .select('p.id', 'p.balance', db.raw('coalesce(l.total, 0)::text as ledger'));
  const openPrincipal = await db('investments')
    .where('status', 'active')
    .first(db.raw('coalesce(sum(amount), 0)::text as total'));
  const negative = await db('profiles').where('balance', '<', 0).first(db.raw('count(*)::int as count'));
  return {
    totals,
    userTotal: userTotal?.balance ?? '0',
    grand: grand?.total ?? '0',
    unbalancedJournals,
    userDrift,
    openPrincipal: openPrincipal?.total ?? '0',
    negativeCount: negative?.count ?? 0,
  };
}
