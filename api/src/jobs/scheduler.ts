// Why it is built this way: docs/decisions/0015-jobs-and-time.md
import { fnv1a32 } from '@tradesim/core';
import type { AppContext } from '../context.js';
import type { JobDefinition } from './job.js';
import {
  ensureJobState,
  markJobFinished,
  markJobStarted,
  tryJobLock,
  waitForJobLock,
} from './job-state-repo.js';

export interface JobRun {
  ran: boolean;
  result?: Record<string, unknown>;
  error?: string;
  /** What the run threw, for a caller that reports it (an admin's "update now"). */
  failure?: unknown;
  /** Why it did not run. */
  refused?: ClaimRefusal;
  /** With `too-soon`: how long until the gap has passed. */
  retryAfterMs?: number;
}

/** locked: another instance is claiming it; busy: a run is under way; too-soon: see minGapMs. */
export type ClaimRefusal = 'locked' | 'disabled' | 'busy' | 'not-due' | 'too-soon';

export interface ClaimOptions {
  /** Run whatever the schedule says. */
  force?: boolean;
  /** Run even while the job is switched off (an admin's one-off run). */
  evenIfDisabled?: boolean;
  /** Wait for another instance's claim to finish instead of giving up (it takes milliseconds). */
  waitForLock?: boolean;
  /** Refuse when the last run finished less than this long ago. */
  minGapMs?: number;
}

type Claim = { claimed: true } | { claimed: false; reason: ClaimRefusal; retryAfterMs?: number };

export interface Scheduler {
  /** Runs the job if it is due and no instance is running it. */
  runIfDue(name: JobDefinition['name']): Promise<JobRun>;
  /** Runs it now whatever the schedule (admin "run now"), unless another instance is running it. */
  runNow(name: JobDefinition['name']): Promise<JobRun>;
  start(): void;
  stop(): Promise<void>;
}

// A run that has not finished after this long is taken to have died with its instance.
export const staleRunMs = 10 * 60_000;
// Timers fire a little early or late; a run this close to due counts as due.
const dueSlack = 0.05;

const lockKey = (name: string) => fnv1a32(`tradesim-job:${name}`) | 0;

/** Whether `job_state` says a run is under way (and not one that died with its instance). */
export function isRunLive(state: { is_running: boolean; last_started_at: Date | null }, now: Date): boolean {
  return state.is_running && now.getTime() - (state.last_started_at?.getTime() ?? 0) < staleRunMs;
}

async function claim(ctx: AppContext, job: JobDefinition, options: ClaimOptions): Promise<Claim> {
  const now = ctx.clock.now();
  const interval = job.intervalMs(ctx);
  return ctx.knex.transaction(async (trx): Promise<Claim> => {
    if (options.waitForLock) await waitForJobLock(trx, lockKey(job.name));
    else if (!(await tryJobLock(trx, lockKey(job.name)))) return { claimed: false, reason: 'locked' };
    const state = await ensureJobState(trx, { name: job.name, enabled: job.enabledByDefault ?? true, now });
    if (!state?.is_enabled && !options.evenIfDisabled) return { claimed: false, reason: 'disabled' };
    if (isRunLive(state, now)) return { claimed: false, reason: 'busy' };
    const sinceLast = state.last_finished_at ? now.getTime() - state.last_finished_at.getTime() : null;
    if (options.minGapMs !== undefined && sinceLast !== null && sinceLast < options.minGapMs)
      return { claimed: false, reason: 'too-soon', retryAfterMs: options.minGapMs - sinceLast };
    const due = !state.next_run_at || state.next_run_at.getTime() - interval * dueSlack <= now.getTime();
    if (!options.force && !due) return { claimed: false, reason: 'not-due' };
    await markJobStarted(trx, job.name, { now, nextRunAt: new Date(now.getTime() + interval) });
    return { claimed: true };
  });
}

async function finish(
  ctx: AppContext,
  job: JobDefinition,
  outcome: { result?: unknown; error?: string },
): Promise<void> {
  const now = ctx.clock.now();
  await markJobFinished(ctx.knex, job.name, { now, ...outcome });
}

/**
 * One run of a job under the claim rules of createScheduler, on any instance: claimed under the
 * job's advisory lock, marked running in `job_state`, then finished with its result or error.
 * `run` replaces the job's own run for callers that run it on someone's behalf (an admin).
 */
export async function runJob(
  ctx: AppContext,
  job: JobDefinition,
  options: ClaimOptions = {},
  run: () => Promise<Record<string, unknown>> = () => job.run(ctx),
): Promise<JobRun> {
  const claimed = await claim(ctx, job, options);
  if (!claimed.claimed)
    return {
      ran: false,
      refused: claimed.reason,
      ...(claimed.retryAfterMs === undefined ? {} : { retryAfterMs: claimed.retryAfterMs }),
    };
  const timer = ctx.metrics.jobDuration.startTimer({ job: job.name });
  try {
    const result = await run();
    await finish(ctx, job, { result });
    ctx.metrics.jobRuns.inc({ job: job.name, outcome: 'succeeded' });
    return { ran: true, result };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    ctx.log.error({ err: error, job: job.name }, 'job failed');
    await finish(ctx, job, { error: message });
    ctx.metrics.jobRuns.inc({ job: job.name, outcome: 'failed' });
    return { ran: true, error: message, failure: error };
  } finally {
    timer();
  }
}

/**
 * Runs the jobs of docs/architecture.md#jobs on every instance, and lets exactly one of them do each run:
 * the claim is made under a Postgres advisory lock and recorded in `job_state` (running, next
 * run), so however many instances poll, a job runs once per interval and never twice at once,
 * and a restart or another instance sees the same status.
 */
export function createScheduler(ctx: AppContext, jobs: readonly JobDefinition[]): Scheduler {
  const timers: NodeJS.Timeout[] = [];
  const running = new Set<Promise<unknown>>();

  function find(name: string): JobDefinition {
    const job = jobs.find((candidate) => candidate.name === name);
    if (!job) throw new Error(`unknown job ${name}`);
    return job;
  }

  const run = (name: JobDefinition['name'], force: boolean) => runJob(ctx, find(name), { force });

  function track(name: JobDefinition['name']): void {
    const promise = run(name, false)
      .catch((error: unknown) => ctx.log.warn({ err: error, job: name }, 'job scheduling failed'))
      .finally(() => running.delete(promise));
    running.add(promise);
  }

  return {
    runIfDue: (name) => run(name, false),
    runNow: (name) => run(name, true),
    start() {
      for (const job of jobs) {
        // Poll at a tenth of the interval: a run starts at most that late, and polls are one cheap claim.
        const every = Math.min(Math.max(job.intervalMs(ctx) / 10, 250), 5_000);
        const timer = setInterval(() => track(job.name), every);
        timer.unref();
        timers.push(timer);
      }
    },
    async stop() {
      for (const timer of timers) clearInterval(timer);
      timers.length = 0;
      await Promise.allSettled([...running]);
    },
  };
}
