import type { Db } from '../../context.js';
import { type KeysetPage, newestFirst } from '../../db/cursor.js';

/** One row of any source of a user's timeline, in one shape so the sources can be merged. */
export interface TimelineRow {
  id: string;
  source: 'transaction' | 'sign_in' | 'ticket' | 'ban';
  created_at: Date;
  cursor_at: string;
  /** transaction: its type; ban: the audit action. */
  type: string | null;
  /** transaction: user, admin or system. */
  origin: string | null;
  status: string | null;
  amount: string | null;
  detail: string | null;
  ip_address: string | null;
  user_agent: string | null;
  surface: 'app' | 'console' | null;
}

/**
 * Each source's newest rows after the cursor, `page.limit` of them at most. The service merges
 * them and keeps the newest `limit` overall: no source can hold more than that on one page.
 */
export async function readTimelineSources(db: Db, userId: string, page: KeysetPage): Promise<TimelineRow[]> {
  const reads = [
    newestFirst(
      db,
      db('transactions as t')
        .where('t.user_id', userId)
        .select(
          't.id',
          db.raw("'transaction' AS source"),
          't.created_at',
          't.type',
          't.origin',
          't.status',
          db.raw('t.amount::text AS amount'),
          't.description AS detail',
          db.raw('NULL AS ip_address, NULL AS user_agent, NULL AS surface'),
        ),
      page,
      't',
    ),
    newestFirst(
      db,
      db('sign_in_events as e')
        .where('e.user_id', userId)
        .select(
          'e.id',
          db.raw("'sign_in' AS source"),
          'e.created_at',
          db.raw('NULL AS type, NULL AS origin'),
          'e.outcome AS status',
          db.raw('NULL AS amount, NULL AS detail'),
          'e.ip_address',
          'e.user_agent',
          'e.surface',
        ),
      page,
      'e',
    ),
    newestFirst(
      db,
      db('support_tickets as s')
        .where('s.user_id', userId)
        .select(
          's.id',
          db.raw("'ticket' AS source"),
          's.created_at',
          db.raw('NULL AS type, NULL AS origin'),
          's.status',
          db.raw('NULL AS amount'),
          's.subject AS detail',
          db.raw('NULL AS ip_address, NULL AS user_agent, NULL AS surface'),
        ),
      page,
      's',
    ),
    newestFirst(
      db,
      db('admin_action_logs as l')
        .where({ 'l.table_name': 'profiles', 'l.record_id': userId })
        .whereIn('l.action', ['BAN_USER', 'UNBAN_USER'])
        .select(
          'l.id',
          db.raw("'ban' AS source"),
          'l.created_at',
          'l.action AS type',
          db.raw('NULL AS origin, NULL AS status, NULL AS amount'),
          db.raw("l.new_values->>'bannedReason' AS detail"),
          db.raw('NULL AS ip_address, NULL AS user_agent, NULL AS surface'),
        ),
      page,
      'l',
    ),
  ];
  return (await Promise.all(reads)).flat();
}
