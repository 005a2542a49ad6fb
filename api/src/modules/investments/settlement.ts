import { randomUUID } from 'node:crypto';
import {
  formatMoney,
  formatUsd,
  type MaturingInvestment,
  planMaturitySettlement,
  type SettlementPlan,
  settlementJournal,
  toDecimal,
  userIdOfAccount,
} from '@tradesim/core';
import type { Db } from '../../context.js';
import { arrayLiteral } from '../../db/bulk.js';
import { publish, type RealtimeMessage, userTopic } from '../../realtime/publish.js';
import { type NewNotification, notifyUsers } from '../notifications/repo.js';
import { lockMaturedRows, type MaturedRow, type Shard } from './repo.js';

/** An investment and what core decided for it. */
export interface Settlement {
  investmentId: string;
  userId: string;
  plan: SettlementPlan;
}

/** What a batch did to one owner's investments of one outcome (the statement's answer). */
interface OwnerOutcome {
  user_id: string;
  status: SettlementPlan['status'];
  count: number;
  credited: string;
  returns: string;
  /** The investment, its principal and its asset's name when the owner had just one of this outcome. */
  only_id: string | null;
  only_principal: string | null;
  only_asset_name: string | null;
  /** The owner's balance after the whole batch. */
  balance: string;
}

/** One notice per owner per batch: a user with many matured investments is told once. */
function maturityNotice(owner: OwnerOutcome): NewNotification {
  // Shown to the user as money is everywhere else in the app ("$1,040.00"), like the other notices.
  const credited = formatUsd(owner.credited);
  const returns = formatUsd(owner.returns);
  if (owner.count === 1 && owner.only_principal !== null) {
    return {
      userId: owner.user_id,
      type: 'investment',
      title: 'Investment matured',
      message: `Your ${formatUsd(owner.only_principal)} investment in ${owner.only_asset_name} has matured: ${credited} (including a simulated return of ${returns}) was added to your balance.`,
      referenceId: owner.only_id,
    };
  }
  return {
    userId: owner.user_id,
    type: 'investment',
    title: 'Investments matured',
    message: `${owner.count} of your investments have matured: ${credited} (including simulated returns of ${returns}) was added to your balance.`,
    referenceId: null,
  };
}

/**
 * The realtime events of a batch: one per owner and outcome, not per investment (a settlement
 * run of 100,000 would otherwise send 100,000, and a client refetches its portfolio once either
 * way; a single settlement names its investment), then one `transaction` (the history gained
 * rows) and one `profile` (the new balance) per owner.
 */
function settlementEvents(owners: readonly OwnerOutcome[], at: string): RealtimeMessage[] {
  const messages: RealtimeMessage[] = owners.map((owner) => ({
    topic: userTopic(owner.user_id),
    event: 'investment',
    data:
      owner.count === 1 && owner.only_id
        ? { id: owner.only_id, status: owner.status }
        : { status: owner.status, count: owner.count },
    at,
  }));
  const balances = new Map(owners.map((owner) => [owner.user_id, owner.balance]));
  for (const [userId, balance] of balances) {
    const topic = userTopic(userId);
    messages.push({ topic, event: 'transaction', data: { status: 'completed', type: 'sell' }, at });
    messages.push({ topic, event: 'profile', data: { balance: formatMoney(balance) }, at });
  }
  return messages;
}

/**
 * The whole write of a batch in one statement: the investments' new state, a completed `sell`
 * history row each, the batch's journal and the owners' balances; it answers per owner and
 * outcome. Only what core decided travels (id, status, kept return and credit per investment,
 * and the journal's postings); the owner, the principal and the asset are read where they are.
 *
 * - `json_to_recordset`, not `unnest`: its fixed estimate (100 rows) keeps the planner on the
 *   primary key, where `unnest`'s exact 5,000 made it hash the whole investments table.
 * - `settled_at IS NULL` (the same as `status = 'active'`, by the table's CHECK, but it lets the
 *   planner find the batch by key) makes a second writer change nothing; the caller checks
 *   every row was settled, so core's journal, computed from the same plans, is what happened.
 * - The journal is written as core made it: one credit per owner, then the platform's side. Each
 *   owner's balance moves by exactly their credit, so balance and postings agree by
 *   construction. A credit names its investment when the owner had only one in the batch.
 */
const writeSettlementsSql = `
  WITH input AS MATERIALIZED (
    SELECT * FROM json_to_recordset(:settlements::json)
                  AS v(id uuid, status text, settled_return numeric, credited numeric)
  ), journal AS MATERIALIZED (
    SELECT * FROM unnest(:accounts::text[], :userIds::uuid[], :amounts::numeric[], :references::uuid[])
                  AS j(account, user_id, amount, reference_id)
  ), settled AS (
    UPDATE investments AS i
       SET status = v.status, settled_return = v.settled_return, settled_at = :now, updated_at = :now
      FROM input AS v
     WHERE i.id = v.id AND i.settled_at IS NULL
    RETURNING i.id, i.user_id, i.asset_id, i.amount, v.status, v.settled_return, v.credited
  ), named AS MATERIALIZED (
    SELECT s.*, a.symbol AS asset_symbol, a.name AS asset_name FROM settled AS s JOIN assets AS a ON a.id = s.asset_id
  ), history AS (
    INSERT INTO transactions (user_id, type, origin, amount, net_amount, status, description, asset_symbol,
           asset_name, investment_id, processed_at, created_at, updated_at)
    SELECT user_id, 'sell', CASE WHEN status = 'cancelled' THEN 'user' ELSE 'system' END,
           credited, credited, 'completed',
           'Investment in ' || asset_name || CASE WHEN status = 'cancelled' THEN ' sold early' ELSE ' matured' END,
           asset_symbol, asset_name, id, :now, :now, :now
      FROM named
  ), postings AS (
    INSERT INTO ledger_entries (journal_id, event, account, user_id, amount, reference_type, reference_id, created_at)
    SELECT :journalId::uuid, :event::text, account, user_id, amount,
           CASE WHEN reference_id IS NOT NULL THEN 'investment' END, reference_id, :now::timestamptz
      FROM journal
  ), balances AS (
    UPDATE profiles AS p SET balance = p.balance + j.amount, updated_at = :now
      FROM journal AS j
     WHERE p.id = j.user_id
    RETURNING p.id, p.balance
  )
  SELECT o.user_id, o.status, o.count, o.credited::text, o.returns::text, b.balance::text,
         CASE WHEN o.count = 1 THEN o.only_id END AS only_id,
         CASE WHEN o.count = 1 THEN o.only_principal::text END AS only_principal,
         CASE WHEN o.count = 1 THEN o.only_asset_name END AS only_asset_name
    FROM (SELECT user_id, status, count(*)::int AS count, sum(credited) AS credited,
                 sum(settled_return) AS returns, min(id::text) AS only_id, min(amount) AS only_principal,
                 min(asset_name) AS only_asset_name
            FROM named GROUP BY user_id, status) AS o
    JOIN balances AS b ON b.id = o.user_id`;

/** The investment a credit names: the owner's only settlement in the batch, else none. */
function soleInvestments(settlements: readonly Settlement[]): Map<string, string | null> {
  const sole = new Map<string, string | null>();
  for (const settlement of settlements) {
    sole.set(settlement.userId, sole.has(settlement.userId) ? null : settlement.investmentId);
  }
  return sole;
}

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
  // One journal for the batch: a credit per owner, the platform side netted over the batch.
  const journal = settlementJournal(settlements);
  const sole = soleInvestments(settlements);
  const owners = journal.postings.map((posting) => userIdOfAccount(posting.account));
  const result = await trx.raw(writeSettlementsSql, {
    now,
    journalId: randomUUID(),
    event: journal.event,
    settlements: JSON.stringify(
      settlements.map((s) => ({
        id: s.investmentId,
        status: s.plan.status,
        settled_return: s.plan.settledReturn.toFixed(2),
        credited: s.plan.credited.toFixed(2),
      })),
    ),
    accounts: arrayLiteral(journal.postings.map((posting) => posting.account)),
    userIds: arrayLiteral(owners),
    amounts: arrayLiteral(journal.postings.map((posting) => posting.amount.toFixed(2))),
    references: arrayLiteral(owners.map((owner) => (owner === null ? null : (sole.get(owner) ?? null)))),
  });
  const outcomes = result.rows as OwnerOutcome[];
  const settled = outcomes.reduce((total, owner) => total + owner.count, 0);
  if (settled !== settlements.length) throw new Error('settling an investment that is not active');

  await notifyUsers(trx, outcomes.filter((owner) => owner.status === 'completed').map(maturityNotice), now);
  await publish(trx, settlementEvents(outcomes, now.toISOString()));
}

function maturingStateOf(row: MaturedRow): MaturingInvestment {
  return {
    id: row.id,
    userId: row.user_id,
    amount: toDecimal(row.amount),
    expectedReturn: toDecimal(row.expected_return),
    endDate: row.end_date,
    status: row.status,
  };
}

/**
 * Settles matured investments (docs/money.md#returns): the job's batches, and a user's own when
 * they load the portfolio. `SKIP LOCKED` lets concurrent settlers (other instances, a user's
 * sale in progress) take different rows instead of waiting; each row is settled exactly once.
 */
export async function settleMatured(
  trx: Db,
  options: { now: Date; limit: number; userId?: string; shard?: Shard },
): Promise<number> {
  const rows = await lockMaturedRows(trx, options);
  const settlements = rows.map((row) => ({
    investmentId: row.id,
    userId: row.user_id,
    plan: planMaturitySettlement(maturingStateOf(row), options.now),
  }));
  await writeSettlements(trx, settlements, options.now);
  return settlements.length;
}
