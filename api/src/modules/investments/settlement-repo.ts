import type { SettlementPlan } from '@tradesim/core';
import type { Db } from '../../context.js';

/** What a batch did to one owner's investments of one outcome (the statement's answer). */
export interface OwnerOutcome {
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
 * - `locked` takes the owners' balances in the lock order (docs/money.md#lock-order) and the
 *   update moves only rows that came through it: an UPDATE ... FROM visits rows in whatever
 *   order its plan picks, which is how a batch once deadlocked with another operation taking
 *   the same balances in another order. Each row is locked as the sorted list reaches it, so
 *   every balance the update moves was locked after all lower ones.
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
  ), locked AS MATERIALIZED (
    SELECT p.id FROM profiles AS p
     WHERE p.id IN (SELECT user_id FROM journal)
     ORDER BY p.id FOR NO KEY UPDATE OF p
  ), balances AS (
    UPDATE profiles AS p SET balance = p.balance + j.amount, updated_at = :now
      FROM journal AS j JOIN locked AS l ON l.id = j.user_id
     WHERE p.id = l.id
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

/** The batch's parameters, as writeSettlements prepares them from core's plans and journal. */
export interface SettlementBatch {
  now: Date;
  journalId: string;
  event: string;
  /** JSON: [{id, status, settled_return, credited}] per investment. */
  settlements: string;
  /** Array literals of the journal's postings, one element per posting. */
  accounts: string;
  userIds: string;
  amounts: string;
  references: string;
}

/** Runs the batch's one statement and returns its answer per owner and outcome. */
export async function writeSettlementBatch(trx: Db, batch: SettlementBatch): Promise<OwnerOutcome[]> {
  const result = await trx.raw(writeSettlementsSql, { ...batch });
  return result.rows as OwnerOutcome[];
}
