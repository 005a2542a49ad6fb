import type { Db } from '../context.js';

/**
 * Counts one hit on `key`, starting a new window (at `now`) when the current one began at or
 * before `windowFloor`. One statement, so concurrent hits on every instance count exactly.
 */
export async function upsertBucketHit(
  db: Db,
  hit: { key: string; now: Date; windowFloor: Date },
): Promise<{ hits: number; window_started_at: Date }> {
  const result = await db.raw(
    `INSERT INTO rate_limit_buckets (key, window_started_at, hits) VALUES (?, ?, 1)
     ON CONFLICT (key) DO UPDATE SET
       hits = CASE WHEN rate_limit_buckets.window_started_at <= ? THEN 1 ELSE rate_limit_buckets.hits + 1 END,
       window_started_at = CASE WHEN rate_limit_buckets.window_started_at <= ?
         THEN excluded.window_started_at ELSE rate_limit_buckets.window_started_at END
     RETURNING hits, window_started_at`,
    [hit.key, hit.now, hit.windowFloor, hit.windowFloor],
  );
  return result.rows[0] as { hits: number; window_started_at: Date };
}

export async function takeBackHit(db: Db, key: string): Promise<void> {
  await db.raw('UPDATE rate_limit_buckets SET hits = hits - 1 WHERE key = ? AND hits > 0', [key]);
}

/** Deletes windows that started before `before` (the clean-up job); answers how many. */
export async function deleteOldBuckets(db: Db, before: Date): Promise<number> {
  return db('rate_limit_buckets').where('window_started_at', '<', before).delete();
}
