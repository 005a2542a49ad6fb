import { AppError } from '@tradesim/core';
import type { AppContext } from '../../context.js';
import { isFullyMigrated, pingDatabase } from './repo.js';

/** Throws SERVICE_UNAVAILABLE unless the database answers. */
export async function requireDatabase(ctx: AppContext): Promise<void> {
  try {
    await pingDatabase(ctx.knex);
  } catch (error) {
    throw new AppError('SERVICE_UNAVAILABLE', undefined, { cause: error });
  }
}

/**
 * Throws SERVICE_UNAVAILABLE unless this instance may take traffic: it is not shutting down, and
 * the database answers and has every migration this build knows.
 */
export async function requireReady(ctx: AppContext): Promise<void> {
  if (ctx.lifecycle.draining) throw new AppError('SERVICE_UNAVAILABLE', 'This instance is shutting down');
  await requireDatabase(ctx);
  if (!(await isFullyMigrated(ctx.knex)))
    throw new AppError('SERVICE_UNAVAILABLE', 'The database is not migrated to this version yet');
}
