import { type LedgerEvent, type PortfolioSnapshot, toDecimal } from '@tradesim/core';
import type { Db } from '../../context.js';
import { investmentJsonSql, parseInvestmentsJson } from './investment-json.js';

/**
 * Everything the portfolio figures derive from, per user, in one statement (so one snapshot:
 * the balance, the investments and the postings always agree): the balance; every settled
 * investment's return and principal, summed; the investments open now or settled after `since`;
 * and the user's postings after `since`, summed per event. Ledger times, purchase and settlement
 * times all come from the same clock, so "after `since`" means the same in each.
 */
const snapshotSql = `
  SELECT p.id AS user_id, p.balance::text AS balance, s.settled_returns::text AS settled_returns,
         s.settled_principal::text AS settled_principal, s.investments, f.postings
    FROM profiles AS p
   CROSS JOIN LATERAL (
     SELECT coalesce(sum(i.settled_return), 0) AS settled_returns,
            coalesce(sum(i.amount) FILTER (WHERE i.status <> 'active'), 0) AS settled_principal,
            coalesce(json_agg(${investmentJsonSql}) FILTER (WHERE i.status = 'active' OR i.settled_at > :since),
                     '[]'::json) AS investments
       FROM investments AS i
      WHERE i.user_id = p.id
   ) AS s
   CROSS JOIN LATERAL (
     SELECT coalesce(json_agg(json_build_object('event', e.event, 'amount', e.amount::text)), '[]'::json) AS postings
       FROM (SELECT l.event, sum(l.amount) AS amount
               FROM ledger_entries AS l
              WHERE l.user_id = p.id AND l.created_at > :since
              GROUP BY l.event) AS e
   ) AS f
   WHERE p.id = ANY(:userIds::uuid[])`;

interface SnapshotRow {
  user_id: string;
  balance: string;
  settled_returns: string;
  settled_principal: string;
  investments: unknown;
  postings: unknown;
}

function parsePostings(value: unknown): PortfolioSnapshot['postingsSince'] {
  const items = (typeof value === 'string' ? JSON.parse(value) : value) as {
    event: LedgerEvent;
    amount: string;
  }[];
  return items.map((item) => ({ event: item.event, amount: toDecimal(item.amount) }));
}

/** The snapshots of some users (one, or a page of the back office's list), by user id. */
export async function readPortfolioSnapshots(
  db: Db,
  userIds: readonly string[],
  since: Date,
): Promise<Map<string, PortfolioSnapshot>> {
  const snapshots = new Map<string, PortfolioSnapshot>();
  if (userIds.length === 0) return snapshots;
  const result = await db.raw<{ rows: SnapshotRow[] }>(snapshotSql, { userIds: [...userIds], since });
  for (const row of result.rows) {
    snapshots.set(row.user_id, {
      balance: toDecimal(row.balance),
      investments: parseInvestmentsJson(row.investments),
      settled: { returns: toDecimal(row.settled_returns), principal: toDecimal(row.settled_principal) },
      postingsSince: parsePostings(row.postings),
      since,
    });
  }
  return snapshots;
}
