import { formatMoney, type LedgerVerify, platformAccounts } from '@tradesim/core';
import type { Db } from '../../context.js';

type Mismatch = LedgerVerify['mismatches'][number];

/**
 * The invariants of docs/money.md#ledger: all postings sum to zero, every journal sums to zero,
 * each user's postings sum to that user's balance, `platform:investments` equals the principal
 * of the active investments, and no balance is negative.
 *
 * All of it is read from one snapshot (a read-only REPEATABLE READ transaction): read statement
 * by statement while money moves, the account's total and the investments' total came from
 * different moments, and a purchase committed between them showed as a false mismatch (the
 * rolling-restart test found it). Inside a caller's transaction, that transaction's view is used.
 */
export async function verifyLedger(db: Db, now: Date): Promise<LedgerVerify> {
  if (db.isTransaction) return verifyLedgerIn(db, now);
  return db.transaction((trx) => verifyLedgerIn(trx, now), {
    isolationLevel: 'repeatable read',
    readOnly: true,
  });
}

async function verifyLedgerIn(db: Db, now: Date): Promise<LedgerVerify> {
  const mismatches: Mismatch[] = [];

  const totals: { account: string; balance: string }[] = await db('ledger_entries')
    .whereNull('user_id')
    .groupBy('account')
    .select('account', db.raw('sum(amount)::text as balance'));
  const userTotal = await db('ledger_entries')
    .whereNotNull('user_id')
    .first(db.raw('coalesce(sum(amount), 0)::text as balance'));
  const grand = await db('ledger_entries').first(db.raw('coalesce(sum(amount), 0)::text as total'));
  if (formatMoney(grand?.total ?? '0') !== '0.00') {
    mismatches.push({
      check: 'postings_sum_to_zero',
      account: null,
      detail: `all postings sum to ${grand?.total}`,
    });
  }

  const unbalancedJournals: { journal_id: string; total: string }[] = await db('ledger_entries')
    .groupBy('journal_id')
    .havingRaw('sum(amount) <> 0')
    .limit(20)
    .select('journal_id', db.raw('sum(amount)::text as total'));
  for (const journal of unbalancedJournals) {
    mismatches.push({
      check: 'journal_balanced',
      account: null,
      detail: `journal ${journal.journal_id} sums to ${journal.total}`,
    });
  }

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
  for (const user of userDrift) {
    mismatches.push({
      check: 'user_balance_matches_ledger',
      account: `user:${user.id}`,
      detail: `balance ${formatMoney(user.balance)} but postings sum to ${formatMoney(user.ledger)}`,
    });
  }

  const openPrincipal = await db('investments')
    .where('status', 'active')
    .first(db.raw('coalesce(sum(amount), 0)::text as total'));
  const investmentsAccount =
    totals.find((row) => row.account === platformAccounts.investments)?.balance ?? '0';
  if (formatMoney(investmentsAccount) !== formatMoney(openPrincipal?.total ?? '0')) {
    mismatches.push({
      check: 'investments_match_open_principal',
      account: platformAccounts.investments,
      detail: `account holds ${formatMoney(investmentsAccount)} but active investments total ${formatMoney(openPrincipal?.total ?? '0')}`,
    });
  }

  const negative = await db('profiles').where('balance', '<', 0).first(db.raw('count(*)::int as count'));
  if ((negative?.count ?? 0) > 0) {
    mismatches.push({
      check: 'no_negative_balance',
      account: null,
      detail: `${negative?.count} negative balances`,
    });
  }

  const accounts = [
    ...Object.values(platformAccounts).map((account) => ({
      account,
      balance: formatMoney(totals.find((row) => row.account === account)?.balance ?? '0'),
    })),
    { account: 'users', balance: formatMoney(userTotal?.balance ?? '0') },
  ];
  return { balanced: mismatches.length === 0, checkedAt: now.toISOString(), accounts, mismatches };
}
