import { deleteExpiredKeys } from '../../http/idempotency-repo.js';
import { deleteOldBuckets } from '../../http/rate-limit-repo.js';
import type { JobDefinition } from '../../jobs/job.js';
import { pruneOutbox } from '../../realtime/outbox-repo.js';
import { sweepExpiredApprovals } from '../admin-approvals/service.js';
import { deleteExpiredResetTokens } from '../auth/repo.js';
import { pruneHistoryPoints } from '../me/history-repo.js';
import { deleteExpiredSessions } from '../sessions/repo.js';

// Expired sessions are kept a while so "signed out: session expired" can still be told apart.
const sessionGraceMs = 7 * 24 * 3_600_000;

/**
 * Deletes what has expired: sessions, idempotency keys, reset tokens, old rate-limit windows, the
 * portfolio history's fine points once no range reads them, and realtime events long delivered;
 * and lapses dual-control requests past their 72 hours, so no list shows one as waiting.
 */
export const cleanUpJob: JobDefinition = {
  name: 'clean-up',
  intervalMs: () => 3_600_000,
  async run(ctx) {
    const now = ctx.clock.now();
    const longAgo = new Date(now.getTime() - sessionGraceMs);
    const dayAgo = new Date(now.getTime() - 24 * 3_600_000);
    const sessions = await deleteExpiredSessions(ctx.knex, longAgo);
    const idempotencyKeys = await deleteExpiredKeys(ctx.knex, now);
    const resetTokens = await deleteExpiredResetTokens(ctx.knex, dayAgo);
    const rateLimits = await deleteOldBuckets(ctx.knex, dayAgo);
    const historyPoints = await pruneHistoryPoints(ctx.knex, now);
    const outboxEvents = await pruneOutbox(ctx.knex);
    const expiredApprovals = await ctx.knex.transaction((trx) => sweepExpiredApprovals(ctx, trx));
    return {
      sessions,
      idempotencyKeys,
      resetTokens,
      rateLimits,
      historyPoints,
      outboxEvents,
      expiredApprovals,
    };
  },
};
