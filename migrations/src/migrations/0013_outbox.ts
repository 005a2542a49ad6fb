import type { Knex } from 'knex';
import { runStatements } from '../sql.js';

/**
 * The transactional outbox (docs/decisions/0013-transactional-outbox.md): a change that clients should hear of inserts its
 * events here in its own transaction, so an event exists exactly when, and only if, its change
 * committed, and no money transaction calls pg_notify (whose database-wide commit lock made
 * notifying transactions queue behind each other).
 *
 * `xid` is the writing transaction's id. Readers take only rows of transactions older than the
 * oldest one still running, so a row committed late by a slow transaction is never skipped;
 * `(xid, id)`, the primary key, is the order they deliver in and the one index a
 * write maintains. `created_at` (the database's clock, not the API's test clock) is what the
 * clean-up job prunes by, with a scan of a table that holds only the last hour's events.
 * `data` is `json`, not `jsonb`: stored as the API wrote it (key order included), never parsed
 * into a binary form that nothing queries.
 */
export async function up(knex: Knex): Promise<void> {
  await runStatements(knex, [
    `CREATE TABLE outbox (
      xid xid8 NOT NULL DEFAULT pg_current_xact_id(),
      id bigint GENERATED ALWAYS AS IDENTITY,
      topic text NOT NULL,
      event text NOT NULL,
      data json NOT NULL,
      at timestamptz NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (xid, id)
    )`,
  ]);
}

export async function down(knex: Knex): Promise<void> {
  await runStatements(knex, ['DROP TABLE outbox']);
}
