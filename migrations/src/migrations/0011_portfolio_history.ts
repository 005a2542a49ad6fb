import type { Knex } from 'knex';
import { runStatements } from '../sql.js';

/**
 * Recorded net worth of users who hold anything, so a portfolio chart survives restarts and any
 * range is one index range scan. A job writes the points in its own transactions (never inside a
 * money transaction); each series (10 minutes, 1 hour, 1 day) holds at most one point per bucket,
 * and the clean-up job prunes the fine series once no range reads them.
 */
export async function up(knex: Knex): Promise<void> {
  await runStatements(knex, [
    `CREATE TABLE portfolio_history (
      user_id uuid NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
      resolution_minutes integer NOT NULL CHECK (resolution_minutes IN (10, 60, 1440)),
      bucket timestamptz NOT NULL,
      recorded_at timestamptz NOT NULL,
      net_worth numeric(20,2) NOT NULL CHECK (net_worth >= 0),
      cash numeric(20,2) NOT NULL CHECK (cash >= 0),
      invested numeric(20,2) NOT NULL CHECK (invested >= 0),
      PRIMARY KEY (user_id, resolution_minutes, bucket),
      CHECK (net_worth = cash + invested),
      CHECK (recorded_at >= bucket AND recorded_at < bucket + make_interval(mins => resolution_minutes))
    )`,
    // Pruning reads only the fine series; the daily one is kept and never scanned for it.
    'CREATE INDEX portfolio_history_prune_idx ON portfolio_history (resolution_minutes, bucket) WHERE resolution_minutes < 1440',
  ]);
}

export async function down(knex: Knex): Promise<void> {
  await runStatements(knex, ['DROP TABLE portfolio_history']);
}
