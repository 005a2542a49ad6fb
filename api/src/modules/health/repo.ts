import { migrationSource } from '@tradesim/migrations';
import type { Db } from '../../db/handle.js';

/** Whether the database answers at all. */
export async function pingDatabase(db: Db): Promise<void> {
  await db.raw('select 1');
}

/** Whether every migration this build knows has been applied (an instance may start before them). */
export async function isFullyMigrated(db: Db): Promise<boolean> {
  const known = await migrationSource.getMigrations([]);
  const latest = known.at(-1);
  const applied = await db('knex_migrations')
    .where('name', latest ?? '')
    .first('name');
  return applied !== undefined;
}
