import { createHash, randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { migrateToLatest } from '@tradesim/migrations';
import knexFactory from 'knex';
import pg from 'pg';
import { connectDatabase, type Database } from '../../src/db/connect.js';
import { findRepoRoot } from '../../src/repo-root.js';

/**
 * Every test file gets a database of its own: PGlite in memory by default, or, with
 * TEST_DATABASE_URL, a fresh PostgreSQL database cloned from a migrated template (cloning is
 * far faster than migrating each time). Dropped again on close.
 */
export async function createTestDatabase(options: { migrated?: boolean } = {}): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return connectDatabase({ dataDir: 'memory://' });
  const name = `tradesim_test_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  // Not migrated: for tests of start-up itself, which migrate.
  const template = options.migrated === false ? 'template1' : await ensureTemplate(url);
  await withAdmin(url, (admin) => admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
  const db = await connectDatabase({ url: withDatabase(url, name), poolMax: 30 });
  return {
    ...db,
    close: async () => {
      const role = await apiRoleOf(db);
      await db.close();
      await withAdmin(url, async (admin) => {
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        if (role) await dropUnusedRole(admin, role);
      });
    },
  };
}

/** The API's role the migrations made for this database (see migration 0012), if any. */
async function apiRoleOf(db: Database): Promise<string | null> {
  // No table: the database was never migrated, or was rolled back.
  const row = await db
    .knex('api_role')
    .first('name')
    .catch(() => undefined);
  return row?.name ?? null;
}

/**
 * A database migrated here (not cloned) made a cluster-wide role of its own; once the database
 * is gone nothing grants to it, so it goes too. The template's role stays: the template uses it.
 */
async function dropUnusedRole(admin: pg.Client, role: string): Promise<void> {
  const used = await admin.query(
    'SELECT 1 FROM pg_shdepend WHERE refobjid = (SELECT oid FROM pg_roles WHERE rolname = $1)',
    [role],
  );
  if (!used.rowCount) await admin.query(`DROP ROLE IF EXISTS ${pg.escapeIdentifier(role)}`);
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function withAdmin<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A template per schema version: named by a hash of the migration sources. */
function templateName(): string {
  const dir = join(findRepoRoot(), 'migrations', 'src');
  const hash = createHash('sha256');
  for (const folder of ['migrations', 'seeds']) {
    for (const file of readdirSync(join(dir, folder)).sort())
      hash.update(readFileSync(join(dir, folder, file)));
  }
  return `tradesim_tpl_${hash.digest('hex').slice(0, 16)}`;
}

async function ensureTemplate(url: string): Promise<string> {
  const template = templateName();
  await withAdmin(url, async (admin) => {
    // Parallel test files race to build the template; the advisory lock lets one build it.
    await admin.query('SELECT pg_advisory_lock(727274)');
    try {
      const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [template]);
      if (exists.rowCount) return;
      const building = `${template}_build`;
      await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${building}`);
      const knex = knexFactory({
        client: 'pg',
        connection: withDatabase(url, building),
        pool: { min: 0, max: 1 },
      });
      try {
        await migrateToLatest(knex);
      } finally {
        await knex.destroy();
      }
      await admin.query(`ALTER DATABASE ${building} RENAME TO ${template}`);
    } finally {
      await admin.query('SELECT pg_advisory_unlock(727274)');
    }
  });
  return template;
}
