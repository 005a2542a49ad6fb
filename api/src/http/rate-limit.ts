import { AppError } from '@tradesim/core';
import type { Db } from '../context.js';

/**
 * A fixed-window counter in Postgres, so every API instance shares it. One statement counts
 * the hit and starts a new window when the old one has passed.
 */
export async function hitRateLimit(
  db: Db,
  input: { key: string; limit: number; windowMs: number; now: Date },
): Promise<void> {
  const windowFloor = new Date(input.now.getTime() - input.windowMs);
  const result = await db.raw(
    `INSERT INTO rate_limit_buckets (key, window_started_at, hits) VALUES (?, ?, 1)
     ON CONFLICT (key) DO UPDATE SET
       hits = CASE WHEN rate_limit_buckets.window_started_at <= ? THEN 1 ELSE rate_limit_buckets.hits + 1 END,
       window_started_at = CASE WHEN rate_limit_buckets.window_started_at <= ?
         THEN excluded.window_started_at ELSE rate_limit_buckets.window_started_at END
     RETURNING hits, window_started_at`,
    [input.key, input.now, windowFloor, windowFloor],
  );
  const row = result.rows[0] as { hits: number; window_started_at: Date };
  if (row.hits <= input.limit) return;
  const retryAfterMs = row.window_started_at.getTime() + input.windowMs - input.now.getTime();
  const retryAfterSeconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  throw new AppError('RATE_LIMITED', `Too many attempts. Please try again in ${retryAfterSeconds} seconds.`, {
    retryAfterSeconds,
  });
}

/** Counts one attempt against both the caller's IP and the email it names. */
export async function hitIpAndEmailLimits(
  db: Db,
  input: {
    action: string;
    ip: string | null;
    email: string;
    perIp: number;
    perEmail: number;
    windowMs: number;
    now: Date;
  },
): Promise<void> {
  const { action, windowMs, now } = input;
  await hitRateLimit(db, { key: `${action}:ip:${input.ip}`, limit: input.perIp, windowMs, now });
  await hitRateLimit(db, { key: `${action}:email:${input.email}`, limit: input.perEmail, windowMs, now });
}
