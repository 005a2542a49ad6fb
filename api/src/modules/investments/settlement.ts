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
import { jsonRecordset } from '../../db/bulk.js';
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

/** `Map.groupBy` (not in Node 20): the items by key, keys in order of first appearance. */
function groupBy<T, K>(items: readonly T[], keyOf: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}

/** One notice per user per batch: a user with many matured investments is told once. */
function maturityNotices(settlements: readonly Settlement[]): NewNotification[] {
  const matured = settlements.filter((s) => s.plan.outcome === 'matured');
  return [...groupBy(matured, (s) => s.row.user_id)].map(([userId, mine]) => {
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

const settlementColumns = {
  id: 'uuid',
  user_id: 'uuid',
  status: 'text',
  settled_return: 'numeric',
  credited: 'numeric',
  origin: 'text',
  description: 'text',
  asset_symbol: 'text',
  asset_name: 'text',
};
const postingColumns = { account: 'text', user_id: 'uuid', amount: 'numeric', reference_id: 'uuid' };

/**
 * The whole write of a batch in one statement: the investments' new state, a completed `sell`
 * history row each, the batch's journal and the owners' balances. `settled_at IS NULL` (the
 * same as `status = 'active'`, by the table's CHECK, but it lets the planner find the batch by
 * key instead of hashing every active row) makes a second writer change nothing; the caller
 * checks every row was settled.
 */
const writeSettlementsSql = `
  WITH input AS MATERIALIZED (SELECT * FROM ${jsonRecordset('settlements', 'v', settlementColumns)}),
  settled AS (
    UPDATE investments AS i
       SET status = v.status, settled_return = v.settled_return, settled_at = :now, updated_at = :now
      FROM input AS v
     WHERE i.id = v.id AND i.settled_at IS NULL
    RETURNING i.id
  ), history AS (
    INSERT INTO transactions (user_id, type, origin, amount, net_amount, status, description, asset_symbol,
           asset_name, investment_id, processed_at, created_at, updated_at)
    SELECT user_id, 'sell', origin, credited, credited, 'completed', description, asset_symbol,
           asset_name, id, :now, :now, :now
      FROM input
  ), postings AS (
    INSERT INTO ledger_entries (journal_id, event, account, user_id, amount, reference_type, reference_id, created_at)
    SELECT :journalId, :event, account, user_id, amount,
           CASE WHEN reference_id IS NOT NULL THEN 'investment' END, reference_id, :now
      FROM ${jsonRecordset('postings', 'p', postingColumns)}
  ), balances AS (
    UPDATE profiles AS p SET balance = p.balance + c.total, updated_at = :now
      FROM (SELECT user_id, sum(credited) AS total FROM input GROUP BY user_id) AS c
     WHERE p.id = c.user_id
    RETURNING p.id, p.balance
  )
  SELECT (SELECT count(*)::int FROM settled) AS settled,
         (SELECT coalesce(json_agg(json_build_object('id', id, 'balance', balance::text)), '[]'::json)
            FROM balances) AS balances`;

/**
 * Writes settlements already planned by core, whatever their number, in a fixed handful of
 * statements: the batch itself, maturity notifications and the realtime events. The rows must
 * be locked by the caller's transaction; if one was not and another writer settled it first,
 * the whole batch is refused rather than half-written.
 */
export async function writeSettlements(
  trx: Db,
  settlements: readonly Settlement[],
  now: Date,
): Promise<void> {
  if (settlements.length === 0) return;
  // One journal for the batch: each owner's credit names its investment; the platform side
  // (principal out of platform:investments, returns paid) is netted over the batch.
  const { journal, sources } = batchJournal(settlements.map((s) => s.plan.journal));
  const result = await trx.raw(writeSettlementsSql, {
    now,
    journalId: randomUUID(),
    event: journal.event,
    settlements: JSON.stringify(
      settlements.map((s) => ({
        id: s.row.id,
        user_id: s.row.user_id,
        status: s.plan.status,
        settled_return: s.plan.settledReturn.toFixed(2),
        credited: s.plan.credited.toFixed(2),
        origin: s.plan.outcome === 'sold' ? 'user' : 'system',
        description: describe(s),
        asset_symbol: s.row.asset_symbol,
        asset_name: s.row.asset_name,
      })),
    ),
    postings: JSON.stringify(
      journal.postings.map((posting, index) => ({
        account: posting.account,
        user_id: userIdOfAccount(posting.account),
        amount: posting.amount.toFixed(2),
        reference_id: settlements[sources[index] ?? -1]?.row.id ?? null,
      })),
    ),
  });
  const written = result.rows[0] as {
    settled: number;
    balances: { id: string; balance: string }[];
  };
  if (written.settled !== settlements.length) throw new Error('settling an investment that is not active');

  await notifyUsers(trx, maturityNotices(settlements), now);

  const at = now.toISOString();
  const byOwner = groupBy(settlements, (s) => s.row.user_id);
  const messages: RealtimeMessage[] = [
    // One event per owner and outcome, not per investment: a settlement run of 100,000 would
    // otherwise send 100,000 (a client refetches its portfolio once either way). A single
    // settlement names its investment.
    ...[...byOwner].flatMap(([userId, mine]) =>
      [...groupBy(mine, (s) => s.plan.status)].map(([status, same]) => ({
        topic: userTopic(userId),
        event: 'investment',
        data: same.length === 1 ? { id: same[0]?.row.id, status } : { status, count: same.length },
        at,
      })),
    ),
    // The history gained a row for each: one event per owner says so.
    ...[...byOwner.keys()].map((userId) => ({
      topic: userTopic(userId),
      event: 'transaction',
      data: { status: 'completed', type: 'sell' },
      at,
    })),
    ...written.balances.map((row) => ({
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
