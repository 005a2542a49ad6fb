import type { Knex } from 'knex';
import { runStatements } from '../sql.js';

/**
 * A replayed response must be byte-for-byte the first one (docs/contract.md#conventions); jsonb
 * reorders object keys, so the body is kept as the exact JSON text that was sent.
 */
export async function up(knex: Knex): Promise<void> {
  await runStatements(knex, [
    'ALTER TABLE idempotency_keys ALTER COLUMN response_body TYPE text USING response_body::text',
  ]);
}

export async function down(knex: Knex): Promise<void> {
  await runStatements(knex, [
    'ALTER TABLE idempotency_keys ALTER COLUMN response_body TYPE jsonb USING response_body::jsonb',
  ]);
}
