import type { Knex } from 'knex';

/**
 * The API's own PostgreSQL role, so that a flaw in the API cannot rewrite history: it owns
 * nothing, may read and write what the API needs but only read and append to the ledger and
 * the audit log, truncates nothing, and (not being a superuser) cannot switch their
 * append-only triggers off with session_replication_role. Migrations keep running as the
 * owner who runs this one.
 *
 * Made only when the migrating role may create roles (an owner); otherwise the deployment
 * already connects as a restricted role and keeps using it. Never on the embedded PGlite (one
 * process, no roles). Roles are cluster-wide, so the name is per deployment: the database's
 * name plus `_api`, recorded in `api_role`, where the API looks it up (databases cloned from a
 * template share the template's role).
 *
 * Tables created later by the same owner get the read/write grants through default
 * privileges; a later append-only table must revoke UPDATE and DELETE from this role itself.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`CREATE TABLE api_role (
    name text NOT NULL,
    only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row)
  )`);
  if (await isEmbedded(knex)) return;
  const owner = await knex.raw(
    'SELECT rolsuper OR rolcreaterole AS owner FROM pg_roles WHERE rolname = current_user',
  );
  if (!owner.rows[0]?.owner) return;
  const name = await roleName(knex);
  await ensureRole(knex, name);
  await grantTo(knex, name);
  await knex('api_role').insert({ name });
}

export async function down(knex: Knex): Promise<void> {
  const row = await knex('api_role').first('name');
  if (row) await revokeFrom(knex, row.name);
  await knex.raw('DROP TABLE api_role');
  if (!row) return;
  // Other databases (clones of one template) may still grant to it; then it stays.
  const used = await knex.raw(
    'SELECT 1 FROM pg_shdepend WHERE refobjid = (SELECT oid FROM pg_roles WHERE rolname = ?)',
    [row.name],
  );
  if (!used.rowCount) await knex.raw('DROP ROLE IF EXISTS ??', [row.name]);
}

async function isEmbedded(knex: Knex): Promise<boolean> {
  const result = await knex.raw("SELECT version() LIKE '%PGlite%' AS embedded");
  return result.rows[0].embedded === true;
}

/** `<database>_api`, within PostgreSQL's 63 bytes for a name. */
async function roleName(knex: Knex): Promise<string> {
  const result = await knex.raw('SELECT current_database() AS name');
  let base: string = result.rows[0].name;
  while (Buffer.byteLength(base) > 59) base = base.slice(0, -1);
  return `${base}_api`;
}

/** Creates the role, or takes over one of that name left behind with no more rights than it needs. */
async function ensureRole(knex: Knex, name: string): Promise<void> {
  const found = await knex.raw(
    `SELECT rolsuper OR rolcreaterole OR rolcreatedb OR rolreplication OR rolbypassrls
         OR EXISTS (SELECT 1 FROM pg_auth_members WHERE member = r.oid)
         OR EXISTS (SELECT 1 FROM pg_shdepend WHERE refobjid = r.oid AND deptype = 'o') AS elevated
     FROM pg_roles r WHERE rolname = ?`,
    [name],
  );
  if (!found.rowCount) {
    await knex.raw('CREATE ROLE ?? LOGIN NOINHERIT', [name]);
    return;
  }
  if (found.rows[0].elevated)
    throw new Error(
      `Role ${name} exists and has more rights than the API may have (attributes, memberships or objects); drop it or take them away, then migrate again`,
    );
  await knex.raw('ALTER ROLE ?? LOGIN NOINHERIT', [name]);
}

const appendOnly = ['ledger_entries', 'admin_action_logs'];
/** Tables only migrations and start-up write; the API may read them. */
const ownerOnly = ['knex_migrations', 'knex_migrations_lock', 'api_role'];

async function grantTo(knex: Knex, name: string): Promise<void> {
  await runForRole(knex, name, [
    'GRANT USAGE ON SCHEMA public TO ??',
    'GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO ??',
    'GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO ??',
    ...appendOnly.map((table) => `REVOKE UPDATE, DELETE ON ${table} FROM ??`),
    ...ownerOnly.map((table) => `REVOKE INSERT, UPDATE, DELETE ON ${table} FROM ??`),
    'ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO ??',
    'ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT ON SEQUENCES TO ??',
  ]);
}

async function revokeFrom(knex: Knex, name: string): Promise<void> {
  await runForRole(knex, name, [
    'ALTER DEFAULT PRIVILEGES IN SCHEMA public REVOKE ALL ON SEQUENCES FROM ??',
    'ALTER DEFAULT PRIVILEGES IN SCHEMA public REVOKE ALL ON TABLES FROM ??',
    'REVOKE ALL ON ALL SEQUENCES IN SCHEMA public FROM ??',
    'REVOKE ALL ON ALL TABLES IN SCHEMA public FROM ??',
    'REVOKE ALL ON SCHEMA public FROM ??',
  ]);
}

/** One statement at a time (as runStatements), each naming the role where it says `??`. */
async function runForRole(knex: Knex, name: string, statements: readonly string[]): Promise<void> {
  for (const statement of statements) await knex.raw(statement, [name]);
}
