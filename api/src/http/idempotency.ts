import { createHash } from 'node:crypto';
import { AppError, isAppError } from '@tradesim/core';
import type { AppContext, Db } from '../context.js';

/** What a request answered, kept so a retry with the same key gets exactly the same answer. */
export interface RecordedResponse {
  status: number;
  /** The exact JSON text sent (undefined: no body), so a replay is byte-for-byte the same. */
  json: string | undefined;
}

export interface IdempotentRequest {
  /** Keys are per user (API.md): the profile behind the session. */
  ownerId: string;
  key: string;
  method: string;
  path: string;
  /** Hash of the method, path and body (and any uploaded file). */
  requestHash: string;
}

const keepMs = 24 * 3_600_000;
const pollMs = 25;
const waitLimitMs = 30_000;

/** Object keys sorted, so `{a,b}` and `{b,a}` are the same request. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export function hashRequest(parts: {
  method: string;
  path: string;
  body: unknown;
  file?: Buffer | null;
}): string {
  const hash = createHash('sha256').update(`${parts.method} ${parts.path}\n${stableJson(parts.body ?? {})}`);
  if (parts.file) hash.update('\nfile:').update(parts.file);
  return hash.digest('hex');
}

export function checkIdempotencyKey(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  if (value.length < 1 || value.length > 255) {
    const message = 'Idempotency-Key must be 1 to 255 characters';
    throw new AppError('VALIDATION_FAILED', message, { fields: { 'Idempotency-Key': message } });
  }
  return value;
}

/** Claims the key, or takes over one that expired. True when this request owns it now. */
async function claim(db: Db, request: IdempotentRequest, now: Date): Promise<boolean> {
  const result = await db.raw(
    `INSERT INTO idempotency_keys (user_id, key, method, path, request_hash, state, created_at, expires_at)
     VALUES (?, ?, ?, ?, ?, 'in_progress', ?, ?)
     ON CONFLICT (user_id, key) DO UPDATE SET
       method = EXCLUDED.method, path = EXCLUDED.path, request_hash = EXCLUDED.request_hash,
       state = 'in_progress', response_status = NULL, response_body = NULL,
       created_at = EXCLUDED.created_at, expires_at = EXCLUDED.expires_at
     WHERE idempotency_keys.expires_at <= EXCLUDED.created_at
     RETURNING 1 AS claimed`,
    [
      request.ownerId,
      request.key,
      request.method,
      request.path,
      request.requestHash,
      now,
      new Date(now.getTime() + keepMs),
    ],
  );
  return result.rows.length > 0;
}

interface KeyRow {
  request_hash: string;
  state: 'in_progress' | 'completed';
  response_status: number | null;
  response_body: string | null;
}

async function findKey(db: Db, request: IdempotentRequest): Promise<KeyRow | undefined> {
  return db('idempotency_keys')
    .where({ user_id: request.ownerId, key: request.key })
    .first('request_hash', 'state', 'response_status', 'response_body');
}

/** A response worth replaying: success, or a refusal the same request would get again. */
function isFinal(response: RecordedResponse): boolean {
  return response.status < 500;
}

/**
 * Runs a money-moving request at most once per key (API.md "Conventions"). The first request
 * claims the key and records its response; a repeat with the same body gets that response
 * again, waiting while the first is still running; a repeat with another body is refused.
 * A failure that is not the request's fault (a 5xx) releases the key so the client may retry.
 */
export async function runIdempotent(
  ctx: AppContext,
  request: IdempotentRequest,
  execute: () => Promise<RecordedResponse>,
): Promise<RecordedResponse & { replayed: boolean }> {
  const inflightKey = `${request.ownerId}\n${request.key}`;
  const deadline = Date.now() + waitLimitMs;
  for (;;) {
    if (await claim(ctx.knex, request, ctx.clock.now())) {
      const running = executeAndRecord(ctx, request, execute);
      ctx.inflight.set(inflightKey, running);
      try {
        return { ...(await running), replayed: false };
      } finally {
        ctx.inflight.delete(inflightKey);
      }
    }
    const row = await findKey(ctx.knex, request);
    if (!row) continue; // released after a failure: claim it again
    if (row.request_hash !== request.requestHash) throw new AppError('IDEMPOTENCY_KEY_REUSED');
    if (row.state === 'completed' && row.response_status !== null) {
      return { status: row.response_status, json: row.response_body ?? undefined, replayed: true };
    }
    if (Date.now() > deadline) throw new AppError('IDEMPOTENCY_KEY_IN_USE');
    // Wait for the first request: directly when it runs here, by polling when on another instance.
    const local = ctx.inflight.get(inflightKey);
    if (local) await local.catch(() => undefined);
    else await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}

async function executeAndRecord(
  ctx: AppContext,
  request: IdempotentRequest,
  execute: () => Promise<RecordedResponse>,
): Promise<RecordedResponse> {
  let response: RecordedResponse;
  try {
    response = await execute();
  } catch (error) {
    if (!isAppError(error) || error.status >= 500) {
      await release(ctx.knex, request);
      throw error;
    }
    response = { status: error.status, json: JSON.stringify(error.toBody()) };
  }
  if (!isFinal(response)) {
    await release(ctx.knex, request);
    return response;
  }
  await ctx
    .knex('idempotency_keys')
    .where({ user_id: request.ownerId, key: request.key })
    .update({
      state: 'completed',
      response_status: response.status,
      response_body: response.json ?? null,
    });
  return response;
}

async function release(db: Db, request: IdempotentRequest): Promise<void> {
  await db('idempotency_keys')
    .where({ user_id: request.ownerId, key: request.key, state: 'in_progress' })
    .delete();
}
