import { randomUUID } from 'node:crypto';
import {
  batchJournal,
  formatMoney,
  planMaturitySettlement,
  type SettlementPlan,
  sumMoney,
  userIdOfAccount,
} from '@tradesim/core';
import type { Db } from '../../context.js';
import { bulkInsert } from '../../db/bulk.js';
import { publish, type RealtimeMessage, userTopic } from '../../realtime/publish.js';
import { type NewNotification, notifyUsers } from '../notifications/repo.js';
import { type InvestmentRow, lockMaturedRows, type Shard } from './repo.js';
import { toInvestmentState } from './state.js';

export interface Settlement {
  row: Pick<InvestmentRow, 'id' | 'user_id' | 'asset_symbol' | 'asset_name' | 'amount'>;
  plan: SettlementPlan;
}

function describe({ row, plan }: Settlement): string {
  return plan.outcome === 'sold'
    ? `Investment in ${row.asset_name} sold early`
    : `Investment in ${row.asset_name} matured`;
}

/** One notice per user per batch: a user with many matured investments is told once. */
function maturityNotices(settlements: readonly Settlement[]): NewNotification[] {
  const byUser = new Map<string, Settlement[]>();
  for (const s of settlements) {
    if (s.plan.outcome !== 'matured') continue;
    byUser.set(s.row.user_id, [...(byUser.get(s.row.user_id) ?? []), s]);
  }
  return [...byUser].map(([userId, mine]) => {
    const credited = formatMoney(sumMoney(mine.map((s) => s.plan.credited)));
    const returns = formatMoney(sumMoney(mine.map((s) => s.plan.settledReturn)));
    const [only] = mine;
    if (mine.length === 1 && only) {
      return {
        userId,
        type: 'investment',
        title: 'Investment matured',
        message: `Your ${formatMoney(only.row.amount)} investment in ${only.row.asset_name} has matured: ${credited} (including a simulated return of ${returns}) was added to your balance.`,
        referenceId: only.row.id,
      };
    }
    return {
      userId,
      type: 'investment',
      title: 'Investments matured',
      message: `${mine.length} of your investments have matured: ${credited} (including simulated returns of ${returns}) was added to your balance.`,
      referenceId: null,
    };
  });
}

/**
 * Writes settlements already planned by core, whatever their number, in a fixed handful of
 * statements: the investments' new state, a completed `sell` transaction each, their journals,
 * the owners' balances, maturity notifications and the realtime events. The rows must be
 * locked by the caller's transaction; the `status = 'active'` condition makes a second writer
 * change nothing even if they were not.
 */
export async function writeSettlements(
  trx: Db,
  settlements: readonly Settlement[],
  now: Date,
): Promise<void> {
  if (settlements.length === 0) return;
  const updated = await trx.raw(
    `UPDATE investments AS i
        SET status = v.status, settled_return = v.settled_return, settled_at = ?, updated_at = ?
       FROM unnest(?::uuid[], ?::text[], ?::numeric[]) AS v(id, status, settled_return)
      WHERE i.id = v.id AND i.status = 'active'
      RETURNING i.id`,
    [
      now,
      now,
      settlements.map((s) => s.row.id),
      settlements.map((s) => s.plan.status),
      settlements.map((s) => s.plan.settledReturn.toFixed(2)),
    ],
  );
  if (updated.rows.length !== settlements.length)
    throw new Error('settling an investment that is not active');

  await bulkInsert(
    trx,
    'transactions',
    {
      user_id: 'uuid',
      type: 'text',
      origin: 'text',
      amount: 'numeric',
      net_amount: 'numeric',
      status: 'text',
      description: 'text',
      asset_symbol: 'text',
      asset_name: 'text',
      investment_id: 'uuid',
      processed_at: 'timestamptz',
      created_at: 'timestamptz',
      updated_at: 'timestamptz',
    },
    settlements.map((s) => ({
      user_id: s.row.user_id,
      type: 'sell',
      origin: s.plan.outcome === 'sold' ? 'user' : 'system',
      amount: s.plan.credited.toFixed(2),
      net_amount: s.plan.credited.toFixed(2),
      status: 'completed',
      description: describe(s),
      asset_symbol: s.row.asset_symbol,
      asset_name: s.row.asset_name,
      investment_id: s.row.id,
      processed_at: now,
      created_at: now,
      updated_at: now,
    })),
  );

  // One journal for the batch: each owner's credit names its investment; the platform side
  // (principal out of platform:investments, returns paid) is netted over the batch.
  const { journal, sources } = batchJournal(settlements.map((s) => s.plan.journal));
  const journalId = randomUUID();
  await bulkInsert(
    trx,
    'ledger_entries',
    {
      journal_id: 'uuid',
      event: 'text',
      account: 'text',
      user_id: 'uuid',
      amount: 'numeric',
      reference_type: 'text',
      reference_id: 'uuid',
      created_at: 'timestamptz',
    },
    journal.postings.map((posting, index) => {
      const source = settlements[sources[index] ?? -1];
      return {
        journal_id: journalId,
        event: journal.event,
        account: posting.account,
        user_id: userIdOfAccount(posting.account),
        amount: posting.amount.toFixed(2),
        reference_type: source ? 'investment' : null,
        reference_id: source ? source.row.id : null,
        created_at: now,
      };
    }),
  );

  const balances = await trx.raw(
    `UPDATE profiles AS p SET balance = p.balance + c.total, updated_at = ?
       FROM (SELECT user_id, sum(amount) AS total FROM unnest(?::uuid[], ?::numeric[]) AS v(user_id, amount)
              GROUP BY user_id) AS c
      WHERE p.id = c.user_id
      RETURNING p.id, p.balance`,
    [now, settlements.map((s) => s.row.user_id), settlements.map((s) => s.plan.credited.toFixed(2))],
  );

  await notifyUsers(trx, maturityNotices(settlements), now);

  const at = now.toISOString();
  const messages: RealtimeMessage[] = [
    ...settlements.map((s) => ({
      topic: userTopic(s.row.user_id),
      event: 'investment',
      data: { id: s.row.id, status: s.plan.status },
      at,
    })),
    // The history gained a row for each: one event per owner says so.
    ...[...new Set(settlements.map((s) => s.row.user_id))].map((userId) => ({
      topic: userTopic(userId),
      event: 'transaction',
      data: { status: 'completed', type: 'sell' },
      at,
    })),
    ...(balances.rows as { id: string; balance: string }[]).map((row) => ({
      topic: userTopic(row.id),
      event: 'profile',
      data: { balance: formatMoney(row.balance) },
      at,
    })),
  ];
  await publish(trx, messages);
}

/**
 * Settles matured investments (DESIGN.md "Returns"): the job's batches, and a user's own when
 * they load the portfolio. `SKIP LOCKED` lets concurrent settlers (other instances, a user's
 * sale in progress) take different rows instead of waiting; each row is settled exactly once.
 */
export async function settleMatured(
  trx: Db,
  options: { now: Date; limit: number; userId?: string; shard?: Shard },
): Promise<number> {
  const rows = await lockMaturedRows(trx, options);
  const settlements = rows.map((row) => ({
    row,
    plan: planMaturitySettlement(toInvestmentState(row), options.now),
  }));
  await writeSettlements(trx, settlements, options.now);
  return settlements.length;
}
