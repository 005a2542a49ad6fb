import { AppError, type BackgroundJob } from '@tradesim/core';
import type { AppContext } from '../../context.js';
import { publish } from '../../realtime/publish.js';
import { failStaleJobRow, findJobRow, insertJobRow } from './repo.js';
import { interruptedMessage, isRunningHere, type JobWork, launchJob, staleAfterMs } from './runner.js';
import { jobEvent, toBackgroundJob } from './view.js';

export interface NewJob {
  /** What the job does, e.g. `bulk-add-assets`. */
  name: string;
  params: Record<string, unknown>;
  /** How many steps it has (the progress bar's total). */
  total: number;
  /** The admin who started it. */
  createdBy: string;
}

/**
 * Queues a background job (a row in `background_jobs`) and starts its work in this process.
 * Answers at once with the queued job; progress and the end come through GET
 * /api/admin/jobs/:id and the `admin.jobs` topic.
 */
export async function startBackgroundJob(
  ctx: AppContext,
  job: NewJob,
  work: JobWork,
): Promise<BackgroundJob> {
  const row = await insertJobRow(ctx.knex, { ...job, now: ctx.clock.now() });
  launchJob(ctx, row, work);
  return toBackgroundJob(row);
}

/**
 * One job. A queued or running job that no instance has touched for `staleAfterMs` was lost
 * with its instance (a restart, a crash): its first reader records it as failed (interrupted),
 * so it never shows as running forever. A job this instance is running is never judged stale.
 */
export async function getBackgroundJob(ctx: AppContext, id: string): Promise<BackgroundJob> {
  const row = await findJobRow(ctx.knex, id);
  if (!row) throw new AppError('JOB_NOT_FOUND');
  const now = ctx.clock.now();
  const staleBefore = new Date(now.getTime() - staleAfterMs);
  const active = row.status === 'queued' || row.status === 'running';
  if (!active || row.updated_at >= staleBefore || isRunningHere(ctx, id)) return toBackgroundJob(row);
  const failed = await ctx.knex.transaction(async (trx) => {
    const ended = await failStaleJobRow(trx, { id, staleBefore, error: interruptedMessage, now });
    if (ended) await publish(trx, [jobEvent(ended, now)]);
    return ended;
  });
  return toBackgroundJob(failed ?? (await findJobRow(ctx.knex, id)) ?? row);
}
