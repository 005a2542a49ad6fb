// Why it is built this way: docs/decisions/0007-rate-limits-and-passwords.md
import { AppError } from '@tradesim/core';
import type { Db } from '../context.js';
import { takeBackHit, upsertBucketHit } from './rate-limit-repo.js';

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
  const row = await upsertBucketHit(db, { key: bucket.key, now: bucket.now, windowFloor });
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
  await takeBackHit(db, key);
}
