// Why it is built this way: docs/decisions/0002-exactly-once.md
import { createHash } from 'node:crypto';
import { AppError, isAppError } from '@tradesim/core';
import type { AppContext, Db } from '../context.js';
import { isLockTimeout, isUniqueViolation } from '../db/errors.js';
import {
  deleteExpiredKeyRecord,
  findKeyRecord,
  insertKeyClaim,
  insertRefusalRecord,
  type KeyClaim,
  type KeyRecord,
  updateKeyAnswer,
} from './idempotency-repo.js';

/** What a request answered, kept so a retry with the same key gets exactly the same answer. */
export interface RecordedResponse {
  status: number;
  /** The exact JSON text sent (undefined: no body), so a replay is byte-for-byte the same. */
  json: string | undefined;
}

/** A request's claim on its Idempotency-Key: whose key, and exactly what it asked. */
export type { KeyClaim } from './idempotency-repo.js';

/**
 * Handed to a handler that records its answer in the very statement that makes its change (the
 * purchase, written in group-commit batches): the claim, its times, and the exact JSON the route
 * will send for a result.
 */
export interface AnswerToRecord {
  claim: KeyClaim;
  status: number;
  createdAt: Date;
  expiresAt: Date;
  encode(result: unknown): string;
}

/** How a keyed request runs; either way its record commits with its change, or not at all. */
export type KeyedExecution =
  /** In a transaction this layer opens: claim the key, run, record the answer, commit. */
  | { records: 'in-transaction'; execute(ctx: AppContext): Promise<RecordedResponse> }
  /** The handler's own statement records the answer (AnswerToRecord); it throws KeyTakenError if the key has one. */
  | { records: 'itself'; execute(): Promise<RecordedResponse> };

/** The key already has a committed record (or another request is committing one): replay it. */
export class KeyTakenError extends Error {
  constructor() {
    super('the Idempotency-Key already has a recorded answer');
  }
}

const keepMs = 24 * 3_600_000;
// How long a claim waits for another request holding the same key (on another instance) before
// answering IDEMPOTENCY_KEY_IN_USE: long enough for a double click to get the first answer,
// short enough not to hold a pooled connection while a stalled request keeps its lock.
const claimWait = '2s';
// A loop guard only: each round that finds the key taken reads its record on the next.
const maxRounds = 5;
// The index of the rows a keyed request creates: the key already made one (unique guard).
const rowKeyIndexes = ['investments_client_key_idx', 'transactions_client_key_idx'];

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

export function keyExpiry(createdAt: Date): Date {
  return new Date(createdAt.getTime() + keepMs);
}

/** The key's committed record, if it has a live one; an expired record is deleted on the way. */
async function readRecord(db: Db, claim: KeyClaim, now: Date): Promise<KeyRecord | undefined> {
  const row = await findKeyRecord(db, claim);
  if (!row || row.expires_at > now) return row;
  await deleteExpiredKeyRecord(db, claim, now);
  return undefined;
}

function replay(record: KeyRecord, claim: KeyClaim): RecordedResponse & { replayed: true } {
  if (record.request_hash !== claim.requestHash) throw new AppError('IDEMPOTENCY_KEY_REUSED');
  // Committed records always carry their answer: it is written in the claiming transaction.
  if (record.response_status === null)
    throw new AppError('IDEMPOTENCY_KEY_IN_USE', undefined, { retryAfterSeconds: 1 });
  return { status: record.response_status, json: record.response_body ?? undefined, replayed: true };
}

/**
 * Claims the key inside the caller's transaction. While another transaction holds the same key
 * this waits (at most `claimWait`) for it to commit, then fails as a unique violation, or to
 * roll back, then succeeds. The first statement of the transaction, so the lock order is always
 * key first.
 */
export async function claimKey(trx: Db, claim: KeyClaim, now: Date): Promise<void> {
  try {
    await insertKeyClaim(trx, claim, { now, expiresAt: keyExpiry(now), lockWait: claimWait });
  } catch (error) {
    if (isLockTimeout(error))
      throw new AppError('IDEMPOTENCY_KEY_IN_USE', undefined, { retryAfterSeconds: 1 });
    throw error;
  }
}

async function recordAnswer(trx: Db, claim: KeyClaim, response: RecordedResponse): Promise<void> {
  await updateKeyAnswer(trx, claim, response);
}

/** A refusal changed nothing, so it is recorded on its own; false if another answer got there first. */
async function recordRefusal(
  db: Db,
  claim: KeyClaim,
  response: RecordedResponse,
  now: Date,
): Promise<boolean> {
  return insertRefusalRecord(db, claim, { response, now, expiresAt: keyExpiry(now) });
}

/**
 * A refusal worth replaying: the request's own answer (bad input, not found, wrong state, a
 * business rule). Not one that says nothing about the request: credentials (401/403, fixed by
 * signing in again), rate limits, a key in use, or a server failure (5xx).
 */
function isReplayableRefusal(error: AppError): boolean {
  if (error.code === 'IDEMPOTENCY_KEY_IN_USE') return false;
  // A wrong second-factor code is a fact of the moment, not of the request: the same request
  // with the right code may follow under the same key.
  if (error.code === 'MFA_INVALID') return false;
  return error.status < 500 && ![401, 403, 429].includes(error.status);
}

const taken = Symbol('taken');

/** One attempt: the answer, or `taken` when the key turned out to have one already. */
async function attempt(
  ctx: AppContext,
  claim: KeyClaim,
  execution: KeyedExecution,
): Promise<RecordedResponse | typeof taken> {
  const now = ctx.clock.now();
  try {
    const response =
      execution.records === 'itself'
        ? await execution.execute()
        : await ctx.knex.transaction(async (trx) => {
            await claimKey(trx, claim, now);
            ctx.crash('key-claimed');
            // The handler's own transaction nests in this one (a savepoint), so its change and
            // this record commit together; its reads see what it wrote.
            const answer = await execution.execute({ ...ctx, knex: trx });
            ctx.crash('change-written');
            await recordAnswer(trx, claim, answer);
            ctx.crash('answer-recorded');
            return answer;
          });
    ctx.crash('committed');
    return response;
  } catch (error) {
    if (error instanceof KeyTakenError || isUniqueViolation(error, 'idempotency_keys_pkey')) return taken;
    const refused = refusalOf(error);
    if (!refused) throw error;
    const refusal = { status: refused.status, json: JSON.stringify(refused.toBody()) };
    return (await recordRefusal(ctx.knex, claim, refusal, now)) ? refusal : taken;
  }
}

/** The refusal an error means, to be recorded and replayed; null when it is not one. */
function refusalOf(error: unknown): AppError | null {
  // The key's record is gone (kept 24 hours) but the row it made stays: never act twice.
  if (rowKeyIndexes.some((index) => isUniqueViolation(error, index))) {
    return new AppError('IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was already used; send a new key');
  }
  return isAppError(error) && isReplayableRefusal(error) ? error : null;
}

/**
 * Runs a money-moving request exactly once per key (docs/contract.md#conventions): its answer is
 * recorded in the same transaction as its change, so after a crash, a lost connection or a lost
 * COMMIT acknowledgement a retry either replays the committed answer or, when nothing
 * committed, runs for the first time. Nothing is ever released: a request that fails with a 5xx
 * rolled back, or its outcome is unknown and its record (if any) tells the retry. A repeat while
 * the first runs waits for it (here in memory, on another instance on its uncommitted claim) and
 * replays it; a repeat with another body is refused.
 */
export async function runIdempotent(
  ctx: AppContext,
  claim: KeyClaim,
  execution: KeyedExecution,
): Promise<RecordedResponse & { replayed: boolean }> {
  const inflightKey = `${claim.ownerId}\n${claim.key}`;
  let round = 0;
  for (;;) {
    const local = ctx.inflight.get(inflightKey);
    if (local) {
      // A duplicate on this instance: wait for it, then read what it recorded.
      await local.catch(() => undefined);
      continue;
    }
    // Registered before the first await, so a duplicate arriving meanwhile waits on this one.
    const running = runRound(ctx, claim, execution, round);
    ctx.inflight.set(inflightKey, running);
    try {
      const outcome = await running;
      if (outcome !== taken) return outcome;
    } finally {
      if (ctx.inflight.get(inflightKey) === running) ctx.inflight.delete(inflightKey);
    }
    round += 1;
    if (round >= maxRounds) throw new AppError('IDEMPOTENCY_KEY_IN_USE', undefined, { retryAfterSeconds: 1 });
  }
}

async function runRound(
  ctx: AppContext,
  claim: KeyClaim,
  execution: KeyedExecution,
  round: number,
): Promise<(RecordedResponse & { replayed: boolean }) | typeof taken> {
  // The purchase's statement checks for a record itself, so its first round skips the read.
  if (round > 0 || execution.records === 'in-transaction') {
    const record = await readRecord(ctx.knex, claim, ctx.clock.now());
    if (record) return replay(record, claim);
  }
  const outcome = await attempt(ctx, claim, execution);
  return outcome === taken ? taken : { ...outcome, replayed: false };
}
