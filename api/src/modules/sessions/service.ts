// Why it is built this way: docs/decisions/0006-sessions-and-bans.md
import type { Db } from '../../db/handle.js';
import { inTransaction } from '../../db/handle.js';
import { publish } from '../../realtime/publish.js';
import { sessionEndedMessages } from '../../realtime/session-events.js';
import {
  deleteSessionRow,
  endOwnLiveSession,
  endSessionById,
  endUserSessions,
  type RevokeReason,
  type UserSessionsEnd,
} from './repo.js';

export type { RevokeReason } from './repo.js';

/**
 * Runs a statement that ends sessions (returning their ids) and publishes their ending in the
 * same transaction: every API instance closes those sessions' sockets when it commits, not at
 * its next periodic check, and a rolled-back ending closes nothing.
 */
async function endSessions(
  db: Db,
  ending: { reason: RevokeReason | 'logout'; now: Date },
  end: (trx: Db) => Promise<{ id: string }[]>,
): Promise<number> {
  return inTransaction(db, async (trx) => {
    const ended = await end(trx);
    const ids = ended.map((row) => row.id);
    await publish(trx, sessionEndedMessages(ids, ending.reason, ending.now));
    return ended.length;
  });
}

export async function revokeSession(
  db: Db,
  sessionId: string,
  reason: RevokeReason,
  now: Date,
): Promise<boolean> {
  const count = await endSessions(db, { reason, now }, (trx) => endSessionById(trx, sessionId, reason, now));
  return count > 0;
}

/** Revokes one live session only if it belongs to this user; false when there is none such. */
export async function revokeOwnLiveSession(
  db: Db,
  input: { userId: string; sessionId: string; kind: 'user' | 'admin'; reason: RevokeReason; now: Date },
): Promise<boolean> {
  const count = await endSessions(db, input, (trx) => endOwnLiveSession(trx, input));
  return count > 0;
}

/** Revokes every live session of a user (of one kind, or all), optionally sparing one. */
export async function revokeUserSessions(db: Db, input: UserSessionsEnd): Promise<number> {
  return endSessions(db, input, (trx) => endUserSessions(trx, input));
}

/** An admin's sign-out deletes the session record instead of revoking it; its sockets close all the same. */
export async function deleteSession(db: Db, sessionId: string, now: Date): Promise<void> {
  await endSessions(db, { reason: 'logout', now }, (trx) => deleteSessionRow(trx, sessionId));
}
