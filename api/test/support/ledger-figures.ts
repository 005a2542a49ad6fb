import { Decimal, type Investment, roundToCents, simulateReturn, sumMoney, toDecimal } from '@tradesim/core';
import type { Database } from '../../src/db/connect.js';

interface PostingRow {
  event: string;
  amount: string;
  reference_id: string | null;
  created_at: Date;
}

/**
 * A user's figures read from the books alone, as an auditor would: the balance is the sum of
 * their postings; the realised return is what settlements credited beyond what buying the
 * settled investments debited (a settlement batch credits each owner once, so which investments
 * were settled is read from their `sell` history rows); money moved in or out is every posting
 * that is not a purchase or a settlement.
 */
export async function ledgerFigures(db: Database, userId: string, since?: Date) {
  const postings: PostingRow[] = await db
    .knex('ledger_entries')
    .where('user_id', userId)
    .select('event', 'amount', 'reference_id', 'created_at');
  const settled = new Set<string | null>(
    await db.knex('transactions').where({ user_id: userId, type: 'sell' }).pluck('investment_id'),
  );
  const sum = (rows: PostingRow[]) => sumMoney(rows.map((p) => toDecimal(p.amount)));
  const after = (p: PostingRow) => since !== undefined && p.created_at.getTime() > since.getTime();
  return {
    balance: sum(postings),
    realisedReturn: sum(
      postings.filter(
        (p) =>
          p.event === 'investment_settled' ||
          (p.event === 'investment_bought' && settled.has(p.reference_id)),
      ),
    ),
    balanceAtSince: sum(postings.filter((p) => !after(p))),
    movedSince: sum(postings.filter((p) => after(p) && !p.event.startsWith('investment_'))),
  };
}

export const cents = (value: Decimal | string) => new Decimal(value).toFixed(2);

/** What an investment (as the API shows it) is worth at `at`: principal plus the return simulated then. */
export function valueAt(investment: Investment, at: Date): Decimal {
  const state = {
    id: investment.id,
    assetType: investment.asset.type,
    expectedReturn: toDecimal(investment.expectedReturn),
    startDate: new Date(investment.startDate),
    endDate: new Date(investment.endDate),
  };
  return toDecimal(investment.amount).plus(roundToCents(simulateReturn(state, at)));
}
