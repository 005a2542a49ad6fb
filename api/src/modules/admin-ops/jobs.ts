import { AppError, type JobName, type JobRunResult } from '@tradesim/core';
import type { AppContext } from '../../context.js';
import { type JobRun, runJob } from '../../jobs/scheduler.js';
import { type AuditActor, recordAudit } from '../audit/service.js';

/** The wire names of docs/reference/http.md are those of the job definitions, except the clean-up job's. */
const definitionNames: Record<JobName, string> = {
  'price-tick': 'price-tick',
  'settle-matured': 'settle-matured',
  'market-update': 'market-update',
  cleanup: 'clean-up',
};

/** What the run returned, the error it failed with, or why it did not run (busy, disabled...). */
function outcomeOf(run: JobRun): Record<string, unknown> | null {
  if (run.error !== undefined) return { error: run.error };
  if (run.result) return run.result;
  return run.refused ? { refused: run.refused } : null;
}

/**
 * Runs a scheduled job now, whatever its schedule, through the same claim as the timers. When
 * another instance is running it, or it is switched off (the price feed while stopped; its own
 * update-now route runs it anyway), nothing runs and `ran: false` comes with the reason. The run
 * is audited once it has finished: the job commits its own work in its own transactions.
 */
export async function runJobNow(ctx: AppContext, name: JobName, actor: AuditActor): Promise<JobRunResult> {
  const job = ctx.scheduledJobs.find((candidate) => candidate.name === definitionNames[name]);
  if (!job) throw new AppError('JOB_NOT_FOUND', `Job ${name} is not available on this server`);
  const run = await runJob(ctx, job, { force: true });
  const result = outcomeOf(run);
  await recordAudit(
    ctx.knex,
    actor,
    {
      action: 'RUN_JOB',
      tableName: 'job_state',
      recordId: job.name,
      newValues: { ran: run.ran, result },
    },
    ctx.clock.now(),
  );
  return { name, ran: run.ran, result };
}
