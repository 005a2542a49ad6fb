import type { Knex } from 'knex';
import { runStatements } from '../sql.js';

/**
 * A user's postings are found by `user_id` (its own index); indexing their `account` text too
 * doubled the index work of every posting, the settlement job's 100,000 included. The account
 * index now covers only the platform's accounts.
 */
export async function up(knex: Knex): Promise<void> {
  await runStatements(knex, [
    'DROP INDEX ledger_entries_account_idx',
    'CREATE INDEX ledger_entries_account_idx ON ledger_entries (account) WHERE user_id IS NULL',
  ]);
}

export async function down(knex: Knex): Promise<void> {
  await runStatements(knex, [
    'DROP INDEX ledger_entries_account_idx',
    'CREATE INDEX ledger_entries_account_idx ON ledger_entries (account)',
  ]);
}
