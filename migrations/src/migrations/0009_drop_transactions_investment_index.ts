import type { Knex } from 'knex';
import { runStatements } from '../sql.js';

/**
 * No query looks a history row up by its investment: the `buy` and `sell` rows are written
 * beside their investment and read by user or by date. The index only cost an entry on every
 * purchase and every settled investment. (Investments are never deleted, so the foreign key
 * to them never needs it either.)
 */
export async function up(knex: Knex): Promise<void> {
  await runStatements(knex, ['DROP INDEX transactions_investment_idx']);
}

export async function down(knex: Knex): Promise<void> {
  await runStatements(knex, [
    'CREATE INDEX transactions_investment_idx ON transactions (investment_id) WHERE investment_id IS NOT NULL',
  ]);
}
