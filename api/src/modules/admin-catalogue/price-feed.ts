import { AppError, adminScreenMessages, type PriceFeedStatus } from '@tradesim/core';
import type { AppContext } from '../../context.js';
import { isRunLive, runJob } from '../../jobs/scheduler.js';
import { type AuditActor, recordAudit } from '../audit/service.js';
import { marketUpdateJob, priceFeedMinGapMs, updateMarketPrices } from './market-update.js';
import {
  findPriceFeedState,
  lockPriceFeedState,
  type PriceFeedStateRow,
  priceFeedJobName,
  switchPriceFeed,
} from './price-feed-repo.js';

function toStatus(row: PriceFeedStateRow | undefined, now: Date): PriceFeedStatus {
  return {
    running: row?.is_enabled ?? false,
    updating: row ? isRunLive(row, now) : false,
    nextUpdateAt: row?.is_enabled && row.next_run_at ? row.next_run_at.toISOString() : null,
    lastUpdateAt: row?.last_finished_at?.toISOString() ?? null,
    errorCount: row?.error_count ?? 0,
    lastError: row?.last_error ?? null,
  };
}

/** The scheduler's state as every instance sees it: stopped on a fresh database. */
export async function readPriceFeedStatus(ctx: AppContext): Promise<PriceFeedStatus> {
  return toStatus(await findPriceFeedState(ctx.knex), ctx.clock.now());
}

/** One update on the admin's behalf, under the scheduler's rules: one at a time, 3 minutes apart. */
const runUpdate = (
  ctx: AppContext,
  actor: AuditActor,
  options: { force: boolean; evenIfDisabled: boolean },
) =>
  runJob(ctx, marketUpdateJob, { ...options, waitForLock: true, minGapMs: priceFeedMinGapMs }, () =>
    updateMarketPrices(ctx, { actor }),
  );

/**
 * Starts the feed (START_PRICE_FEED) and runs an update at once, then every 4 minutes. When an
 * update finished less than 3 minutes ago the first one waits until the gap has passed, and
 * when one is running it counts as the first. Starting a running feed changes nothing.
 */
export async function startPriceFeed(ctx: AppContext, actor: AuditActor): Promise<PriceFeedStatus> {
  const started = await ctx.knex.transaction(async (trx) => {
    const now = ctx.clock.now();
    const state = await lockPriceFeedState(trx, now);
    if (state.is_enabled) return false;
    const gapEnds = (state.last_finished_at?.getTime() ?? 0) + priceFeedMinGapMs;
    const nextRunAt = new Date(Math.max(now.getTime(), gapEnds));
    await switchPriceFeed(trx, { enabled: true, nextRunAt, now });
    await recordAudit(
      trx,
      actor,
      {
        action: 'START_PRICE_FEED',
        tableName: 'job_state',
        recordId: priceFeedJobName,
        oldValues: { running: false },
        newValues: { running: true, nextUpdateAt: nextRunAt.toISOString() },
      },
      now,
    );
    return true;
  });
  // Due now unless the gap says later; a failed update shows in the status, the feed stays on.
  if (started) await runUpdate(ctx, actor, { force: false, evenIfDisabled: false });
  return readPriceFeedStatus(ctx);
}

/** Stops the feed (STOP_PRICE_FEED); an update already running finishes. Stopping a stopped feed changes nothing. */
export async function stopPriceFeed(ctx: AppContext, actor: AuditActor): Promise<PriceFeedStatus> {
  await ctx.knex.transaction(async (trx) => {
    const now = ctx.clock.now();
    const state = await lockPriceFeedState(trx, now);
    if (!state.is_enabled) return;
    await switchPriceFeed(trx, { enabled: false, nextRunAt: null, now });
    await recordAudit(
      trx,
      actor,
      {
        action: 'STOP_PRICE_FEED',
        tableName: 'job_state',
        recordId: priceFeedJobName,
        oldValues: { running: true, nextUpdateAt: state.next_run_at?.toISOString() ?? null },
        newValues: { running: false },
      },
      now,
    );
  });
  return readPriceFeedStatus(ctx);
}

/**
 * Updates every quotable asset now, started or not (UPDATE_ASSET_PRICES). UPDATE_IN_PROGRESS
 * while an update runs anywhere; RATE_LIMITED "Rate limited: wait N seconds" within 3 minutes of
 * the last one; a source's failure is answered as it is (and counted in the status).
 */
export async function updatePricesNow(ctx: AppContext, actor: AuditActor): Promise<PriceFeedStatus> {
  const run = await runUpdate(ctx, actor, { force: true, evenIfDisabled: true });
  if (run.refused === 'too-soon') {
    const seconds = Math.max(1, Math.ceil((run.retryAfterMs ?? 0) / 1000));
    throw new AppError('RATE_LIMITED', adminScreenMessages.priceFeedRateLimited(seconds), {
      retryAfterSeconds: seconds,
    });
  }
  if (!run.ran) throw new AppError('UPDATE_IN_PROGRESS');
  if (run.failure !== undefined) throw run.failure;
  return readPriceFeedStatus(ctx);
}
