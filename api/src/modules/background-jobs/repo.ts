import type { Db } from '../../context.js';

export type JobStatus = 'queued' | 'running' | 'succeeded' | 'failed';

export interface BackgroundJobRow {
  id: string;
  name: string;
  status: JobStatus;
  progress_done: number;
  progress_total: number;
  result: Record<string, unknown> | null;
  error: string | null;
  created_at: Date;
  finished_at: Date | null;
  updated_at: Date;
}

const columns = [
  'id',
  'name',
  'status',
  'progress_done',
  'progress_total',
  'result',
  'error',
  'created_at',
  'finished_at',
  'updated_at',
] as const;

export async function insertJobRow(
  db: Db,
  job: { name: string; params: Record<string, unknown>; total: number; createdBy: string | null; now: Date },
): Promise<BackgroundJobRow> {
  const [row] = await db('background_jobs')
    .insert({
      name: job.name,
      status: 'queued',
      progress_total: job.total,
      params: JSON.stringify(job.params),
      created_by: job.createdBy,
      created_at: job.now,
      updated_at: job.now,
    })
    .returning(columns);
  return row;
}

export async function findJobRow(db: Db, id: string): Promise<BackgroundJobRow | undefined> {
  return db('background_jobs').select(columns).where('id', id).first();
}

/** queued → running; null when the job is no longer queued (failed as interrupted meanwhile). */
export async function markJobRunning(db: Db, id: string, now: Date): Promise<BackgroundJobRow | null> {
  const [row] = await db('background_jobs')
    .where({ id, status: 'queued' })
    .update({ status: 'running', started_at: now, updated_at: now })
    .returning(columns);
  return row ?? null;
}

/**
 * Progress and the result so far of a running job, or only a heartbeat (`updated_at`) without
 * them; null when it is no longer running.
 */
export async function updateJobProgress(
  db: Db,
  job: { id: string; done?: number; result?: Record<string, unknown>; now: Date },
): Promise<BackgroundJobRow | null> {
  const [row] = await db('background_jobs')
    .where({ id: job.id, status: 'running' })
    .update({
      ...(job.done === undefined ? {} : { progress_done: job.done }),
      ...(job.result === undefined ? {} : { result: JSON.stringify(job.result) }),
      updated_at: job.now,
    })
    .returning(columns);
  return row ?? null;
}

/** The end of a job that is still queued or running; null when it had already ended. */
export async function finishJobRow(
  db: Db,
  job: {
    id: string;
    status: 'succeeded' | 'failed';
    result: Record<string, unknown> | null;
    error: string | null;
    now: Date;
  },
): Promise<BackgroundJobRow | null> {
  const [row] = await db('background_jobs')
    .where('id', job.id)
    .whereIn('status', ['queued', 'running'])
    .update({
      status: job.status,
      result: job.result === null ? null : JSON.stringify(job.result),
      error: job.error,
      finished_at: job.now,
      updated_at: job.now,
    })
    .returning(columns);
  return row ?? null;
}

/**
 * Fails a queued or running job whose last heartbeat is older than `staleBefore`: the instance
 * that ran it stopped (a restart, a crash). Conditional, so a job that is alive is left alone.
 */
export async function failStaleJobRow(
  db: Db,
  job: { id: string; staleBefore: Date; error: string; now: Date },
): Promise<BackgroundJobRow | null> {
  const [row] = await db('background_jobs')
    .where('id', job.id)
    .whereIn('status', ['queued', 'running'])
    .where('updated_at', '<', job.staleBefore)
    .update({ status: 'failed', error: job.error, finished_at: job.now, updated_at: job.now })
    .returning(columns);
  return row ?? null;
}
