import type { Db } from '../context.js';

export interface KeyClaim {
  /** Keys are per caller: the user, or the admin, behind the session. */
  ownerId: string;
  key: string;
  method: string;
  path: string;
  /** Hash of the method, path and body (and any uploaded file). */
  requestHash: string;
}

/** A key's stored record: the request it was claimed for and, once answered, the answer. */
export interface KeyRecord {
  request_hash: string;
  response_status: number | null;
  response_body: string | null;
  expires_at: Date;
}

type KeyOwner = Pick<KeyClaim, 'ownerId' | 'key'>;

export async function findKeyRecord(db: Db, claim: KeyOwner): Promise<KeyRecord | undefined> {
  return db('idempotency_keys')
    .where({ user_id: claim.ownerId, key: claim.key })
    .first('request_hash', 'response_status', 'response_body', 'expires_at');
}

export async function deleteExpiredKeyRecord(db: Db, claim: KeyOwner, now: Date): Promise<void> {
  await db('idempotency_keys')
    .where({ user_id: claim.ownerId, key: claim.key })
    .where('expires_at', '<=', now)
    .delete();
}

/**
 * Inserts the claim, waiting at most `lockWait` for another transaction holding the same key.
 * The wait is bounded for this statement only: lock_timeout is set before the insert and put
 * back after it. Left on, it would also bound every later lock wait of the transaction, which
 * under load turns a slow commit into a failed one (the crash drill found this, when money
 * transactions still waited for PostgreSQL's NOTIFY lock at commit).
 */
export async function insertKeyClaim(
  trx: Db,
  claim: KeyClaim,
  at: { now: Date; expiresAt: Date; lockWait: string },
): Promise<void> {
  await trx.raw(
    `WITH prior AS (
       SELECT current_setting('lock_timeout') AS lock_timeout, set_config('lock_timeout', ?, true)
     ), claimed AS (
       INSERT INTO idempotency_keys (user_id, key, method, path, request_hash, created_at, expires_at)
       SELECT ?, ?, ?, ?, ?, ?, ? FROM prior
       RETURNING 1
     )
     SELECT set_config('lock_timeout', prior.lock_timeout, true) FROM claimed, prior`,
    [
      at.lockWait,
      claim.ownerId,
      claim.key,
      claim.method,
      claim.path,
      claim.requestHash,
      at.now,
      at.expiresAt,
    ],
  );
}

export async function updateKeyAnswer(
  trx: Db,
  claim: KeyOwner,
  response: { status: number; json?: string | undefined },
): Promise<void> {
  await trx('idempotency_keys')
    .where({ user_id: claim.ownerId, key: claim.key })
    .update({ response_status: response.status, response_body: response.json ?? null });
}

/** Records a refusal on its own; false if another answer got there first. */
export async function insertRefusalRecord(
  db: Db,
  claim: KeyClaim,
  record: { response: { status: number; json?: string | undefined }; now: Date; expiresAt: Date },
): Promise<boolean> {
  const result = await db.raw(
    `INSERT INTO idempotency_keys (user_id, key, method, path, request_hash, response_status, response_body,
            created_at, expires_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (user_id, key) DO NOTHING RETURNING 1`,
    [
      claim.ownerId,
      claim.key,
      claim.method,
      claim.path,
      claim.requestHash,
      record.response.status,
      record.response.json ?? null,
      record.now,
      record.expiresAt,
    ],
  );
  return result.rows.length > 0;
}

/** Deletes key records that expired before `now` (the clean-up job); answers how many. */
export async function deleteExpiredKeys(db: Db, now: Date): Promise<number> {
  return db('idempotency_keys').where('expires_at', '<', now).delete();
}
