import type { Knex } from 'knex';
import { runStatements } from '../sql.js';

/**
 * Exactly once, whatever fails. An Idempotency-Key's record is now written in the same
 * transaction as the change it answers for, so a committed record always has its answer and
 * there is no "in progress" state left to get stuck: `state` goes, and `response_status` is
 * NULL only inside the transaction that claimed the key. Rows left in progress by the old
 * three-transaction scheme are dropped (their requests are long over).
 *
 * The rows a keyed request creates (an investment; a deposit, withdrawal or adjustment row)
 * carry the key themselves, under a unique index: even if every other guard failed, one key
 * cannot make two of them. `client_key_owner` is whoever sent the key: the user for their own
 * deposits and withdrawals, the admin for an adjustment of someone else's balance.
 */
export async function up(knex: Knex): Promise<void> {
  await runStatements(knex, [
    "DELETE FROM idempotency_keys WHERE state = 'in_progress'",
    'ALTER TABLE idempotency_keys DROP COLUMN state',
    'ALTER TABLE investments ADD COLUMN client_key text CHECK (length(client_key) BETWEEN 1 AND 255)',
    'CREATE UNIQUE INDEX investments_client_key_idx ON investments (user_id, client_key) WHERE client_key IS NOT NULL',
    `ALTER TABLE transactions
       ADD COLUMN client_key text CHECK (length(client_key) BETWEEN 1 AND 255),
       ADD COLUMN client_key_owner uuid REFERENCES profiles(id),
       ADD CHECK ((client_key IS NULL) = (client_key_owner IS NULL))`,
    'CREATE UNIQUE INDEX transactions_client_key_idx ON transactions (client_key_owner, client_key) WHERE client_key IS NOT NULL',
  ]);
}

export async function down(knex: Knex): Promise<void> {
  await runStatements(knex, [
    'DROP INDEX transactions_client_key_idx',
    'ALTER TABLE transactions DROP COLUMN client_key_owner, DROP COLUMN client_key',
    'DROP INDEX investments_client_key_idx',
    'ALTER TABLE investments DROP COLUMN client_key',
    `ALTER TABLE idempotency_keys ADD COLUMN state text NOT NULL DEFAULT 'completed'
       CHECK (state IN ('in_progress', 'completed'))`,
    'ALTER TABLE idempotency_keys ALTER COLUMN state DROP DEFAULT',
  ]);
}
