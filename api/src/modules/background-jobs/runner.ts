import { isAppError } from '@tradesim/core';
import type { AppContext } from '../../context.js';
import { isDatabaseUnavailable } from '../../db/errors.js';
import { publish } from '../../realtime/publish.js';
import { type BackgroundJobRow, finishJobRow, markJobRunning, updateJobProgress } from './repo.js';
import { jobEvent } from './view.js';

/** What a job's work is handed: progress reports, pauses, and notice of a stop. */
export interface JobControl {
  /**
   * Records progress and the result so far (kept if the job fails later) and publishes an
   * `admin.jobs` `progress` event. Throws JobStopped once the server is stopping, or when the
   * job was ended elsewhere (failed as interrupted).
   */
  progress(done: number, partialResult: Record<string, unknown>): Promise<void>;
  /** Waits `ms` (between provider calls); ends early when the server stops. */
  pause(ms: number): Promise<void>;
}

export type JobWork = (control: JobControl) => Promise<Record<string, unknown>>;

/** Thrown into a job's work to end it: the server is stopping, or the row was ended elsewhere. */
export class JobStopped extends Error {
  constructor(readonly reason: 'stopping' | 'ended') {
    super(reason === 'stopping' ? interruptedMessage : 'The job was ended elsewhere');
  }
}

/** The error of a job the server stopped (or lost) before it finished. */
export const interruptedMessage = 'Interrupted: the server stopped before the job finished';

/** How often a running job touches its row, so readers can tell a live job from a lost one. */
export const heartbeatMs = 15_000;
/** A queued or running job whose row was not touched for this long is taken as lost. */
export const staleAfterMs = 4 * heartbeatMs;

interface Runner {
  jobs: Map<string, Promise<void>>;
  stop: AbortController;
}

// Keyed by the server's context: two servers in one process (scale-out tests) keep their own.
const runners = new WeakMap<AppContext, Runner>();

function runnerOf(ctx: AppContext): Runner {
  let runner = runners.get(ctx);
  if (!runner) {
    runner = { jobs: new Map(), stop: new AbortController() };
    runners.set(ctx, runner);
  }
  return runner;
}

/** Whether this instance is running the job right now. */
export function isRunningHere(ctx: AppContext, jobId: string): boolean {
  return runners.get(ctx)?.jobs.has(jobId) ?? false;
}

/**
 * For the server's close: tells running jobs to stop at their next step and waits (at most
 * `graceMs`) for them to record themselves as failed (interrupted). One still stuck in a
 * provider call after that is abandoned: nothing of it can crash the process (every failure is
 * caught and logged), and its first reader fails it once its heartbeat is stale.
 */
export async function stopBackgroundJobs(ctx: AppContext, options: { graceMs?: number } = {}): Promise<void> {
  const runner = runners.get(ctx);
  if (!runner) return;
  runner.stop.abort();
  let timer: NodeJS.Timeout | undefined;
  const grace = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, options.graceMs ?? 5_000);
    timer.unref();
  });
  await Promise.race([Promise.allSettled([...runner.jobs.values()]), grace]);
  clearTimeout(timer);
}

function pause(ms: number, signal: AbortSignal): Promise<void> {
  if (ms <= 0 || signal.aborted) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    // A pause never keeps a stopping process alive.
    timer.unref();
    signal.addEventListener('abort', done, { once: true });
  });
}

async function finish(
  ctx: AppContext,
  jobId: string,
  outcome: { status: 'succeeded' | 'failed'; result: Record<string, unknown> | null; error: string | null },
): Promise<void> {
  const now = ctx.clock.now();
  await ctx.knex.transaction(async (trx) => {
    const row = await finishJobRow(trx, { id: jobId, ...outcome, now });
    if (row) await publish(trx, [jobEvent(row, now)]);
  });
}

/** What the job's row says went wrong: the AppError's text, never a stack or an internal detail. */
function failureMessage(ctx: AppContext, error: unknown): string {
  if (error instanceof JobStopped || isAppError(error)) return error.message;
  if (isDatabaseUnavailable(error)) return 'The database became unavailable';
  ctx.log.error({ err: error }, 'background job failed');
  return 'The job stopped on an unexpected error';
}

async function execute(ctx: AppContext, runner: Runner, job: BackgroundJobRow, work: JobWork) {
  const { signal } = runner.stop;
  let partial: Record<string, unknown> | null = null;
  const beat = setInterval(() => {
    // A stopping server stops vouching for its jobs: one still stuck is left to go stale.
    if (signal.aborted) return clearInterval(beat);
    updateJobProgress(ctx.knex, { id: job.id, now: ctx.clock.now() }).catch((error: unknown) =>
      ctx.log.warn({ err: error, jobId: job.id }, 'background job heartbeat failed'),
    );
  }, heartbeatMs);
  beat.unref();
  try {
    const started = await ctx.knex.transaction(async (trx) => {
      const now = ctx.clock.now();
      const row = await markJobRunning(trx, job.id, now);
      if (row) await publish(trx, [jobEvent(row, now)]);
      return row;
    });
    if (!started) return;
    const control: JobControl = {
      async progress(done, partialResult) {
        partial = partialResult;
        const now = ctx.clock.now();
        const alive = await ctx.knex.transaction(async (trx) => {
          const row = await updateJobProgress(trx, { id: job.id, done, result: partialResult, now });
          if (!row) return false;
          await publish(trx, [jobEvent(row, now)]);
          return true;
        });
        if (!alive) throw new JobStopped('ended');
        // The step just done is recorded; the next one is not started.
        if (signal.aborted) throw new JobStopped('stopping');
      },
      pause: (ms) => pause(ms, signal),
    };
    const result = await work(control);
    await finish(ctx, job.id, { status: 'succeeded', result, error: null });
  } catch (error) {
    if (error instanceof JobStopped && error.reason === 'ended') return;
    await finish(ctx, job.id, {
      status: 'failed',
      result: partial,
      error: failureMessage(ctx, error),
    }).catch((finishError: unknown) =>
      ctx.log.warn({ err: finishError, jobId: job.id }, 'could not record the end of a background job'),
    );
  } finally {
    clearInterval(beat);
  }
}

/** Runs the work in this process, after the request that queued it has been answered. */
export function launchJob(ctx: AppContext, job: BackgroundJobRow, work: JobWork): void {
  const runner = runnerOf(ctx);
  // setImmediate: the answer to the request that queued it is on its way before work begins.
  const promise = new Promise<void>((resolve) => setImmediate(resolve))
    .then(() => execute(ctx, runner, job, work))
    .catch((error: unknown) => ctx.log.error({ err: error, jobId: job.id }, 'background job crashed'))
    .finally(() => runner.jobs.delete(job.id));
  runner.jobs.set(job.id, promise);
}
