import type { Db } from '../db/handle.js';

/** A job's row of `job_state` (docs/architecture.md#jobs), as the scheduler reads it to claim a run. */
export interface JobStateRow {
  name: string;
  is_enabled: boolean;
  is_running: boolean;
  last_started_at: Date | null;
  last_finished_at: Date | null;
  next_run_at: Date | null;
}

/** Waits for the job's transaction-scoped advisory lock. */
export async function waitForJobLock(trx: Db, key: number): Promise<void> {
  await trx.raw('SELECT pg_advisory_xact_lock(?)', [key]);
}

/** Takes the job's transaction-scoped advisory lock if it is free; false when another holds it. */
export async function tryJobLock(trx: Db, key: number): Promise<boolean> {
  const lock = await trx.raw('SELECT pg_try_advisory_xact_lock(?) AS locked', [key]);
  return Boolean(lock.rows[0]?.locked);
}

/** The job's row, created (enabled or not, as the job says by default) on its first claim. */
export async function ensureJobState(
  trx: Db,
  job: { name: string; enabled: boolean; now: Date },
): Promise<JobStateRow> {
  await trx('job_state')
    .insert({ name: job.name, is_enabled: job.enabled, updated_at: job.now })
    .onConflict('name')
    .ignore();
  return trx('job_state').where('name', job.name).first();
}

export async function markJobStarted(
  trx: Db,
  name: string,
  run: { now: Date; nextRunAt: Date },
): Promise<void> {
  await trx('job_state').where('name', name).update({
    is_running: true,
    last_started_at: run.now,
    next_run_at: run.nextRunAt,
    updated_at: run.now,
  });
}

/** Ends the run with its result, or with its error (kept to 1,000 characters, and counted). */
export async function markJobFinished(
  db: Db,
  name: string,
  outcome: { now: Date; result?: unknown; error?: string },
): Promise<void> {
  await db('job_state')
    .where('name', name)
    .update({
      is_running: false,
      last_finished_at: outcome.now,
      updated_at: outcome.now,
      ...(outcome.error === undefined
        ? { last_result: JSON.stringify(outcome.result ?? null), last_error: null }
        : { last_error: outcome.error.slice(0, 1000), error_count: db.raw('error_count + 1') }),
    });
}
