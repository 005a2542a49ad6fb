import type { Database } from '../db/connect.js';
import type { Db } from '../db/handle.js';
import { preparedQuery } from '../db/prepared.js';

/** Where a reader is in the outbox: every row at or before `(xid, id)` has been read. */
export interface OutboxCursor {
  xid: string;
  id: string;
}

/**
 * An event as the tail reads it back. Only what an instance routes on is typed: the topic, and
 * the two internal events the hub itself interprets (checked there). The payload goes to the
 * clients as it was written, typed by `publish`.
 */
export interface OutboxEvent {
  topic: string;
  event: string;
  data: unknown;
  at: string;
}

interface OutboxRow {
  horizon: string;
  xid: string | null;
  id: string | null;
  topic: string;
  event: string;
  data: unknown;
  at: Date | string;
  age: number | null;
}

/**
 * Everything below `horizon`, the oldest transaction still running, has committed or rolled
 * back, so the rows read up to it are final: a transaction that commits late, after others
 * that started after it, is read once it has finished, never skipped (PgQ's technique). Rows
 * come in (xid, id) order: transaction by transaction, and in each in the order written.
 */
const readStatement = {
  name: 'tradesim_outbox_read',
  sql: `SELECT h.horizon::text AS horizon, o.xid::text AS xid, o.id::text AS id,
               o.topic, o.event, o.data, o.at,
               extract(epoch FROM clock_timestamp() - o.created_at)::float8 AS age
          FROM (SELECT pg_snapshot_xmin(pg_current_snapshot()) AS horizon) AS h
          LEFT JOIN LATERAL (
            SELECT xid, id, topic, event, data, at, created_at FROM outbox
             WHERE (xid, id) > (:xid::xid8, :id::bigint) AND xid < h.horizon
             ORDER BY xid, id LIMIT :maxRows) AS o ON true`,
};

/** Writes events to the outbox, in one round trip however many a batch (a settlement run) has. */
export async function insertOutboxEvents(db: Db, events: readonly OutboxEvent[]): Promise<void> {
  await db.raw(
    `INSERT INTO outbox (topic, event, data, at)
     SELECT * FROM unnest(?::text[], ?::text[], ?::json[], ?::timestamptz[])`,
    [
      events.map((event) => event.topic),
      events.map((event) => event.event),
      events.map((event) => JSON.stringify(event.data)),
      events.map((event) => event.at),
    ],
  );
}

/** A cursor at the present: the rows of transactions still running and of later ones are ahead. */
export async function outboxCursorNow(db: Database): Promise<OutboxCursor> {
  const { rows } = await db.knex.raw<{ rows: { horizon: string }[] }>(
    'SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS horizon',
  );
  const horizon = rows[0]?.horizon;
  if (!horizon) throw new Error('no snapshot horizon');
  return { xid: horizon, id: '0' };
}

/**
 * The next events after `cursor`, at most `maxRows`, and the cursor after them. `full` says the
 * read stopped at `maxRows` and more may follow at once; `newestAgeSeconds` is how long ago the
 * last one's transaction started (the outbox lag metric).
 */
export async function readOutbox(
  db: Database,
  cursor: OutboxCursor,
  maxRows: number,
): Promise<{
  messages: OutboxEvent[];
  cursor: OutboxCursor;
  full: boolean;
  newestAgeSeconds: number | null;
}> {
  const rows = await preparedQuery<OutboxRow>(db, readStatement, { ...cursor, maxRows });
  const found = rows.filter((row) => row.id !== null);
  const last = found.at(-1);
  const full = found.length === maxRows;
  let next = cursor;
  if (full && last?.xid && last.id) next = { xid: last.xid, id: last.id };
  else if (rows[0]) next = { xid: rows[0].horizon, id: '0' };
  const newestAgeSeconds = last?.age ?? null;
  return { messages: found.map(messageOf), cursor: next, full, newestAgeSeconds };
}

function messageOf(row: OutboxRow): OutboxEvent {
  const at = row.at instanceof Date ? row.at : new Date(row.at);
  return { topic: row.topic, event: row.event, data: row.data, at: at.toISOString() };
}

/**
 * Deletes the events every instance has long read (the clean-up job). By the database's clock:
 * a reader is at most a few seconds behind, so ten minutes leaves a wide margin.
 */
export async function pruneOutbox(db: Db): Promise<number> {
  // Raw, for its rowCount: the embedded driver answers a builder's delete() with a result object.
  const result = await db.raw<{ rowCount: number | null }>(
    "DELETE FROM outbox WHERE created_at < now() - interval '10 minutes'",
  );
  return result.rowCount ?? 0;
}
