import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRolePassword } from '../src/db/api-role.js';
import { connectDatabase } from '../src/db/connect.js';
import { scramVerifier } from '../src/db/scram.js';
import { startServer } from '../src/server.js';
import { startTestServer, type TestServer } from './support/test-server.js';

// Roles exist only on a database server; the embedded PGlite has none and stays as it is.
// This file runs in the PostgreSQL pass of `npm test` (TEST_DATABASE_URL), which CI always runs.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const jwtSecret = 'test-secret-that-is-long-enough-for-hs256-signing';

let t: TestServer;
let role: string;

beforeAll(async () => {
  if (!onPostgres) return;
  t = await startTestServer();
  role = (await t.db.knex('api_role').first('name'))?.name;
});
afterAll(async () => {
  if (!onPostgres) return;
  await t.close();
});

/** The error code PostgreSQL answers `sql` with, on the API's own pool. */
async function refusal(sql: string): Promise<string | undefined> {
  const error = await t.server.ctx.knex.raw(sql).then(
    () => undefined,
    (failure: { code?: string }) => failure,
  );
  return error?.code;
}

describe.runIf(onPostgres)("the API's database role", () => {
  it('is a role of its own that owns nothing and may do nothing special', async () => {
    expect(role).toMatch(/_api$/);
    const who = await t.server.ctx.knex.raw('SELECT current_user AS name');
    expect(who.rows[0].name).toBe(role);
    const attributes = await t.db.knex.raw(
      `SELECT rolsuper, rolcreaterole, rolcreatedb, rolreplication, rolbypassrls,
         (SELECT count(*) FROM pg_auth_members WHERE member = r.oid)::int AS memberships,
         (SELECT count(*) FROM pg_shdepend WHERE refobjid = r.oid AND deptype = 'o')::int AS owned
       FROM pg_roles r WHERE rolname = ?`,
      [role],
    );
    expect(attributes.rows).toEqual([
      {
        rolsuper: false,
        rolcreaterole: false,
        rolcreatedb: false,
        rolreplication: false,
        rolbypassrls: false,
        memberships: 0,
        owned: 0,
      },
    ]);
  });

  it('cannot rewrite, empty or unguard the ledger and the audit log', async () => {
    for (const table of ['ledger_entries', 'admin_action_logs']) {
      expect(await refusal(`UPDATE ${table} SET created_at = created_at`)).toBe('42501');
      expect(await refusal(`DELETE FROM ${table}`)).toBe('42501');
      expect(await refusal(`TRUNCATE ${table}`)).toBe('42501');
      expect(await refusal(`ALTER TABLE ${table} DISABLE TRIGGER USER`)).toBe('42501');
      expect(await refusal(`SELECT count(*) FROM ${table}`)).toBeUndefined();
    }
    expect(await refusal('SET session_replication_role = replica')).toBe('42501');
    expect(await refusal('TRUNCATE profiles')).toBe('42501');
    expect(await refusal('CREATE TABLE scratch (id int)')).toBe('42501');
    expect(await refusal('DELETE FROM knex_migrations')).toBe('42501');
  });

  it('still appends to the ledger and the audit log through the API', async () => {
    const { userId } = await t.userClient();
    const admin = await t.adminClient();
    await admin.admin.users.adjustBalance(userId, { amount: '12.50', reason: 'goodwill' });
    const entries = await t.db
      .knex('ledger_entries')
      .where('user_id', userId)
      .count<{ count: number }[]>('* as count');
    expect(entries).toEqual([{ count: 1 }]);
    const audit = await t.db.knex('admin_action_logs').where('record_id', userId).first();
    expect(audit).toBeDefined();
  });

  it('signs in with a password derived from the JWT secret, set by the owner as a SCRAM verifier', async () => {
    const stored = await t.db.knex.raw('SELECT rolpassword FROM pg_authid WHERE rolname = ?', [role]);
    const verifier: string = stored.rows[0].rolpassword;
    const salt = /^SCRAM-SHA-256\$4096:([^$]+)\$/.exec(verifier)?.[1] ?? '';
    expect(scramVerifier(apiRolePassword(jwtSecret, role), Buffer.from(salt, 'base64'))).toBe(verifier);
  });

  it('wakes other instances for realtime events as itself too', async () => {
    const listeners = await t.db.knex.raw(
      "SELECT DISTINCT usename FROM pg_stat_activity WHERE datname = current_database() AND application_name = 'tradesim-outbox-wake'",
    );
    expect(listeners.rows).toEqual([{ usename: role }]);
  });
});

describe.runIf(onPostgres)('a DATABASE_URL that may not create roles', () => {
  it("is the API's role itself: the API starts on the migrated schema and serves as it is", async () => {
    const url = new URL(t.db.url ?? '');
    url.searchParams.set('user', role);
    const restricted = await connectDatabase({ url: url.toString(), poolMax: 4 });
    try {
      const second = await startTestServer({ database: restricted });
      try {
        const who = await second.server.ctx.knex.raw('SELECT current_user AS name');
        expect(who.rows[0].name).toBe(role);
        const { client } = await second.userClient();
        expect((await client.me.get()).email).toMatch(/@example\.test$/);
      } finally {
        await second.close();
      }
    } finally {
      await restricted.close();
    }
  });

  it('owns its database: migrations run as it, make no role, and the API uses it as it is', async () => {
    const suffix = randomUUID().replaceAll('-', '').slice(0, 12);
    const plain = `tradesim_plain_${suffix}`;
    const database = `tradesim_test_plain_${suffix}`;
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    try {
      await admin.query(`CREATE ROLE ${plain} LOGIN`);
      await admin.query(`CREATE DATABASE ${database} OWNER ${plain}`);
      const url = new URL(process.env.TEST_DATABASE_URL ?? '');
      url.pathname = `/${database}`;
      url.username = plain;
      const server = await startServer({
        config: {
          ...t.server.ctx.config,
          DATABASE_URL: url.toString(),
          SEED_DEMO: false,
          ADMIN_PASSWORD: 'plain-admin-password',
        },
      });
      try {
        const who = await server.ctx.knex.raw(
          'SELECT current_user AS name, (SELECT count(*)::int FROM api_role) AS roles',
        );
        expect(who.rows[0]).toEqual({ name: plain, roles: 0 });
      } finally {
        await server.close();
      }
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
      await admin.query(`DROP ROLE IF EXISTS ${plain}`);
      await admin.end();
    }
  });
});
