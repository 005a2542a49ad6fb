import { AppError } from '@tradesim/core';
import type { Db } from '../context.js';

export interface Bucket {
  key: string;
  windowMs: number;
  now: Date;
}

/**
 * Counts one hit in a fixed-window counter in PostgreSQL, so every API instance shares it. One
 * statement counts the hit and starts a new window when the old one has passed. Answers the
 * window's hits so far, this one included, and when the window ends.
 */
export async function countHit(db: Db, bucket: Bucket): Promise<{ hits: number; endsAt: Date }> {
  const windowFloor = new Date(bucket.now.getTime() - bucket.windowMs);
  const result = await db.raw(
    `INSERT INTO rate_limit_buckets (key, window_started_at, hits) VALUES (?, ?, 1)
     ON CONFLICT (key) DO UPDATE SET
       hits = CASE WHEN rate_limit_buckets.window_started_at <= ? THEN 1 ELSE rate_limit_buckets.hits + 1 END,
       window_started_at = CASE WHEN rate_limit_buckets.window_started_at <= ?
         THEN excluded.window_started_at ELSE rate_limit_buckets.window_started_at END
     RETURNING hits, window_started_at`,
    [bucket.key, bucket.now, windowFloor, windowFloor],
  );
  const row = result.rows[0] as { hits: number; window_started_at: Date };
  return { hits: row.hits, endsAt: new Date(row.window_started_at.getTime() + bucket.windowMs) };
}

/** Counts a hit and refuses it (429 with Retry-After) once the window holds more than `limit`. */
export async function hitRateLimit(db: Db, input: Bucket & { limit: number }): Promise<void> {
  const { hits, endsAt } = await countHit(db, input);
  if (hits <= input.limit) return;
  const retryAfterSeconds = Math.max(1, Math.ceil((endsAt.getTime() - input.now.getTime()) / 1000));
  throw new AppError('RATE_LIMITED', `Too many attempts. Please try again in ${retryAfterSeconds} seconds.`, {
    retryAfterSeconds,
  });
}

/** Takes one hit back: the attempt it counted turned out to be the owner's. */
export async function refundHit(db: Db, key: string): Promise<void> {
  await db.raw('UPDATE rate_limit_buckets SET hits = hits - 1 WHERE key = ? AND hits > 0', [key]);
}
