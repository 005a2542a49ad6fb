// Why it is built this way: docs/decisions/0001-money-and-the-ledger.md
import { formatMoney, type LedgerVerify, platformAccounts } from '@tradesim/core';
import type { Db } from '../../context.js';
import { type LedgerFigures, readLedgerFigures } from './repo.js';

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
  const figures = db.isTransaction
    ? await readLedgerFigures(db)
    : await db.transaction((trx) => readLedgerFigures(trx), {
        isolationLevel: 'repeatable read',
        readOnly: true,
      });
  return verifyLedgerIn(figures, now);
}

function verifyLedgerIn(figures: LedgerFigures, now: Date): LedgerVerify {
  const { totals, userTotal, grand, unbalancedJournals, userDrift, openPrincipal, negativeCount } = figures;
  const mismatches: Mismatch[] = [];

  if (formatMoney(grand) !== '0.00') {
    mismatches.push({
      check: 'postings_sum_to_zero',
      account: null,
      detail: `all postings sum to ${grand}`,
    });
  }

  for (const journal of unbalancedJournals) {
    mismatches.push({
      check: 'journal_balanced',
      account: null,
      detail: `journal ${journal.journal_id} sums to ${journal.total}`,
    });
  }

  for (const user of userDrift) {
    mismatches.push({
      check: 'user_balance_matches_ledger',
      account: `user:${user.id}`,
      detail: `balance ${formatMoney(user.balance)} but postings sum to ${formatMoney(user.ledger)}`,
    });
  }

  const investmentsAccount =
    totals.find((row) => row.account === platformAccounts.investments)?.balance ?? '0';
  if (formatMoney(investmentsAccount) !== formatMoney(openPrincipal)) {
    mismatches.push({
      check: 'investments_match_open_principal',
      account: platformAccounts.investments,
      detail: `account holds ${formatMoney(investmentsAccount)} but active investments total ${formatMoney(openPrincipal)}`,
    });
  }

  if (negativeCount > 0) {
    mismatches.push({
      check: 'no_negative_balance',
      account: null,
      detail: `${negativeCount} negative balances`,
    });
  }

  const accounts = [
    ...Object.values(platformAccounts).map((account) => ({
      account,
      balance: formatMoney(totals.find((row) => row.account === account)?.balance ?? '0'),
    })),
    { account: 'users', balance: formatMoney(userTotal) },
  ];
  return { balanced: mismatches.length === 0, checkedAt: now.toISOString(), accounts, mismatches };
}
