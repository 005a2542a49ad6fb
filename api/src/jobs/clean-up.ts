import { pruneHistoryPoints } from '../modules/me/history-repo.js';
import { pruneOutbox } from '../realtime/outbox-read.js';
import type { JobDefinition } from './job.js';

// Expired sessions are kept a while so "signed out: session expired" can still be told apart.
const sessionGraceMs = 7 * 24 * 3_600_000;

/**
 * Deletes what has expired: sessions, idempotency keys, reset tokens, old rate-limit windows, the
 * portfolio history's fine points once no range reads them, and realtime events long delivered.
 */
export const cleanUpJob: JobDefinition = {
  name: 'clean-up',
  intervalMs: () => 3_600_000,
  async run(ctx) {
    const now = ctx.clock.now();
    const longAgo = new Date(now.getTime() - sessionGraceMs);
    const dayAgo = new Date(now.getTime() - 24 * 3_600_000);
    const sessions = await ctx.knex('sessions').where('expires_at', '<', longAgo).delete();
    const idempotencyKeys = await ctx.knex('idempotency_keys').where('expires_at', '<', now).delete();
    const resetTokens = await ctx.knex('password_reset_tokens').where('expires_at', '<', dayAgo).delete();
    const rateLimits = await ctx.knex('rate_limit_buckets').where('window_started_at', '<', dayAgo).delete();
    const historyPoints = await pruneHistoryPoints(ctx.knex, now);
    const outboxEvents = await pruneOutbox(ctx.knex);
    return { sessions, idempotencyKeys, resetTokens, rateLimits, historyPoints, outboxEvents };
  },
};
