import type { Knex } from 'knex';
import * as identity from './migrations/0001_identity.js';
import * as catalogue from './migrations/0002_catalogue.js';
import * as money from './migrations/0003_money.js';
import * as engagement from './migrations/0004_engagement.js';
import * as operations from './migrations/0005_operations.js';
import * as referenceData from './migrations/0006_reference_data.js';
import * as idempotencyRawBody from './migrations/0007_idempotency_raw_body.js';
import * as ledgerPlatformAccountIndex from './migrations/0008_ledger_platform_account_index.js';
import * as dropTransactionsInvestmentIndex from './migrations/0009_drop_transactions_investment_index.js';
import * as exactlyOnce from './migrations/0010_exactly_once.js';
import * as portfolioHistory from './migrations/0011_portfolio_history.js';
import * as apiRole from './migrations/0012_api_role.js';
import * as outbox from './migrations/0013_outbox.js';
import * as secondFactor from './migrations/0014_second_factor.js';
import * as leanWrites from './migrations/0015_lean_writes.js';
import * as staffRoles from './migrations/0016_staff_roles.js';
import * as fourEyes from './migrations/0017_four_eyes.js';
import * as operatorConsole from './migrations/0018_operator_console.js';
import * as staffControls from './migrations/0019_staff_controls.js';

/**
 * Migrations are imported, not discovered on disk, so the same list runs from the TypeScript
 * sources (tests) and from dist (npm start). Names are permanent: knex records them.
 */
const migrations: Record<string, Knex.Migration> = {
  '0001_identity': identity,
  '0002_catalogue': catalogue,
  '0003_money': money,
  '0004_engagement': engagement,
  '0005_operations': operations,
  '0006_reference_data': referenceData,
  '0007_idempotency_raw_body': idempotencyRawBody,
  '0008_ledger_platform_account_index': ledgerPlatformAccountIndex,
  '0009_drop_transactions_investment_index': dropTransactionsInvestmentIndex,
  '0010_exactly_once': exactlyOnce,
  '0011_portfolio_history': portfolioHistory,
  '0012_api_role': apiRole,
  '0013_outbox': outbox,
  '0014_second_factor': secondFactor,
  '0015_lean_writes': leanWrites,
  '0016_staff_roles': staffRoles,
  '0017_four_eyes': fourEyes,
  '0018_operator_console': operatorConsole,
  '0019_staff_controls': staffControls,
};

export const migrationSource: Knex.MigrationSource<string> = {
  getMigrations: async () => Object.keys(migrations),
  getMigrationName: (name) => name,
  getMigration: async (name) => {
    const migration = migrations[name];
    if (!migration) throw new Error(`Unknown migration ${name}`);
    return migration;
  },
};

/**
 * Brings the schema up to date; returns the names of the migrations it ran. A schema already up
 * to date is only read, not locked, so a role that may not migrate (the API's own) can start.
 */
export async function migrateToLatest(knex: Knex): Promise<string[]> {
  const [, pending] = (await knex.migrate.list({ migrationSource })) as [unknown[], unknown[]];
  if (pending.length === 0) return [];
  const [, ran] = (await knex.migrate.latest({ migrationSource })) as [number, string[]];
  return ran;
}

/** Undoes every migration (tests of the down path). */
export async function rollbackAll(knex: Knex): Promise<void> {
  await knex.migrate.rollback({ migrationSource }, true);
}
