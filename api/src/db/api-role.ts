// Why it is built this way: docs/decisions/0021-restricted-database-role.md
import { createHmac } from 'node:crypto';
import { connectDatabase, type Database } from './connect.js';
import { scramVerifier } from './scram.js';

/**
 * The database the API serves from. When the migrations made the API's restricted role
 * (table `api_role`) and `db` is an owner's connection (a role that may create roles), a pool
 * of its own as that role. Otherwise `db` itself: the embedded PGlite, which has no roles, or a
 * DATABASE_URL that is already restricted (the API's role or another), used as it is.
 *
 * The role's password is derived from the JWT secret, which every instance shares already, and
 * set here by the owner on every start (as a SCRAM verifier, never in clear): no second secret
 * to distribute, and a changed JWT secret changes it at the next start. Under trust
 * authentication it is simply not asked for.
 */
export async function connectApiRole(db: Database, jwtSecret: string): Promise<Database> {
  if (db.kind !== 'postgres' || !db.url) return db;
  const found = await db.knex.raw(
    `SELECT a.name, (r.rolsuper OR r.rolcreaterole) AND a.name <> current_user AS may_switch
     FROM api_role a JOIN pg_roles r ON r.rolname = current_user`,
  );
  const row = found.rows[0] as { name: string; may_switch: boolean } | undefined;
  if (!row?.may_switch) return db;
  const password = apiRolePassword(jwtSecret, row.name);
  await db.knex.raw(`ALTER ROLE ?? PASSWORD '${scramVerifier(password)}'`, [row.name]);
  const url = new URL(db.url);
  // As parameters, which win over the URL's user part and also work with a socket host.
  url.searchParams.set('user', row.name);
  url.searchParams.set('password', password);
  return connectDatabase({ url: url.toString(), poolMax: db.knex.client.config.pool?.max ?? 20 });
}

/** Every instance derives the same password from the JWT secret they share. */
export function apiRolePassword(jwtSecret: string, role: string): string {
  return createHmac('sha256', jwtSecret).update(`tradesim database role ${role}`).digest('base64url');
}
