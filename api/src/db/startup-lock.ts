import pg from 'pg';
import type { Database } from './connect.js';

/** Any fixed number: the advisory lock every Tradesim instance takes to start up. */
const startupLockKey = 727_001;

/**
 * Runs start-up work (migrations, first-run seeds, the first admin) in one instance at a time.
 * On PostgreSQL several instances may start together: they queue on an advisory lock held by a
 * connection outside the pool, so knex, the seeds and the admin check never race. An embedded
 * PGlite belongs to a single process and needs no lock.
 */
export async function withStartupLock<T>(db: Database, work: () => Promise<T>): Promise<T> {
  if (db.kind !== 'postgres' || !db.url) return work();
  const client = new pg.Client({ connectionString: db.url, application_name: 'tradesim-startup' });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [startupLockKey]);
    return await work();
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [startupLockKey]).catch(() => undefined);
    await client.end();
  }
}
