import { fnv1a32 } from '@tradesim/core';
import type { AppContext } from '../context.js';
import type { JobDefinition } from './job.js';

export interface JobRun {
  ran: boolean;
  result?: Record<string, unknown>;
  error?: string;
}

export interface Scheduler {
  /** Runs the job if it is due and no instance is running it. */
  runIfDue(name: JobDefinition['name']): Promise<JobRun>;
  /** Runs it now whatever the schedule (admin "run now"), unless another instance is running it. */
  runNow(name: JobDefinition['name']): Promise<JobRun>;
  start(): void;
  stop(): Promise<void>;
}

// A run that has not finished after this long is taken to have died with its instance.
const staleRunMs = 10 * 60_000;
// Timers fire a little early or late; a run this close to due counts as due.
const dueSlack = 0.05;

const lockKey = (name: string) => fnv1a32(`tradesim-job:${name}`) | 0;

/**
 * Runs the jobs of DESIGN.md "Jobs" on every instance, and lets exactly one of them do each run:
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

  async function claim(job: JobDefinition, force: boolean): Promise<boolean> {
    const now = ctx.clock.now();
    const interval = job.intervalMs(ctx);
    return ctx.knex.transaction(async (trx) => {
      const lock = await trx.raw('SELECT pg_try_advisory_xact_lock(?) AS locked', [lockKey(job.name)]);
      if (!lock.rows[0]?.locked) return false;
      await trx('job_state').insert({ name: job.name, updated_at: now }).onConflict('name').ignore();
      const state = await trx('job_state').where('name', job.name).first();
      if (!state?.is_enabled) return false;
      const runningElsewhere =
        state.is_running && now.getTime() - (state.last_started_at?.getTime() ?? 0) < staleRunMs;
      if (runningElsewhere) return false;
      const due = !state.next_run_at || state.next_run_at.getTime() - interval * dueSlack <= now.getTime();
      if (!force && !due) return false;
      await trx('job_state')
        .where('name', job.name)
        .update({
          is_running: true,
          last_started_at: now,
          next_run_at: new Date(now.getTime() + interval),
          updated_at: now,
        });
      return true;
    });
  }

  async function finish(job: JobDefinition, outcome: { result?: unknown; error?: string }): Promise<void> {
    const now = ctx.clock.now();
    await ctx
      .knex('job_state')
      .where('name', job.name)
      .update({
        is_running: false,
        last_finished_at: now,
        updated_at: now,
        ...(outcome.error === undefined
          ? { last_result: JSON.stringify(outcome.result ?? null), last_error: null }
          : { last_error: outcome.error.slice(0, 1000), error_count: ctx.knex.raw('error_count + 1') }),
      });
  }

  async function run(name: JobDefinition['name'], force: boolean): Promise<JobRun> {
    const job = find(name);
    if (!(await claim(job, force))) return { ran: false };
    try {
      const result = await job.run(ctx);
      await finish(job, { result });
      return { ran: true, result };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      ctx.log.error({ err: error, job: job.name }, 'job failed');
      await finish(job, { error: message });
      return { ran: true, error: message };
    }
  }

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
