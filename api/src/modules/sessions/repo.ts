import type { StaffRole } from '@tradesim/core';
import type { Database } from '../../db/connect.js';
import type { Db } from '../../db/handle.js';
import { preparedQuery } from '../../db/prepared.js';

export interface SessionRow {
  id: string;
  user_id: string;
  kind: 'user' | 'admin';
  created_at: Date;
  last_used_at: Date;
  expires_at: Date;
  revoked_at: Date | null;
  user_agent: string | null;
  ip_address: string | null;
  /** Opened with a second factor (the staff policy reads it). */
  second_factor: boolean;
}

/** The session behind a request, with what authorisation needs from its profile. */
export interface AuthSessionRow extends SessionRow {
  user_type: 'regular' | 'admin';
  /** An admin's role; null for a user. */
  staff_role: StaffRole | null;
  staff_disabled_at: Date | null;
  is_banned: boolean;
  banned_reason: string | null;
}

interface NewSession {
  userId: string;
  kind: 'user' | 'admin';
  tokenHash?: string;
  /** Opened with a second factor (a TOTP or recovery code). */
  secondFactor?: boolean;
  now: Date;
  expiresAt: Date;
  userAgent: string | null;
  ipAddress: string | null;
}

export async function insertSession(db: Db, session: NewSession): Promise<string> {
  const [row] = await db('sessions')
    .insert({
      user_id: session.userId,
      kind: session.kind,
      token_hash: session.tokenHash ?? null,
      second_factor: session.secondFactor ?? false,
      created_at: session.now,
      last_used_at: session.now,
      expires_at: session.expiresAt,
      user_agent: session.userAgent,
      ip_address: session.ipAddress,
    })
    .returning('id');
  return row.id;
}

const authColumns = [
  's.*',
  'p.user_type',
  'p.staff_role',
  'p.staff_disabled_at',
  'p.is_banned',
  'p.banned_reason',
];

const authSessionRead = {
  name: 'tradesim_auth_session',
  sql: `SELECT s.*, p.user_type, p.staff_role, p.staff_disabled_at, p.is_banned, p.banned_reason
          FROM sessions s JOIN profiles p ON p.id = s.user_id
         WHERE s.id = :sessionId`,
};

/** A session with what authorisation needs from its profile; inside a transaction when given one. */
export async function findAuthSession(db: Db, sessionId: string): Promise<AuthSessionRow | undefined> {
  const result = await db.raw(authSessionRead.sql, { sessionId });
  return result.rows[0];
}

/** The same read for every authenticated request, as a prepared statement (outside transactions). */
export async function findAuthSessionPrepared(
  db: Database,
  sessionId: string,
): Promise<AuthSessionRow | undefined> {
  const [row] = await preparedQuery<AuthSessionRow>(db, authSessionRead, { sessionId });
  return row;
}

export async function findAdminSessionByHash(db: Db, tokenHash: string): Promise<AuthSessionRow | undefined> {
  return db('sessions as s')
    .join('profiles as p', 'p.id', 's.user_id')
    .where({ 's.token_hash': tokenHash, 's.kind': 'admin' })
    .first(authColumns);
}

const touchIntervalMs = 60_000;

/**
 * last_used_at moves at most once a minute, so a busy client does not write on every request;
 * the caller already holds the row, so most requests skip the statement entirely.
 */
export async function touchSession(
  db: Db,
  session: Pick<SessionRow, 'id' | 'last_used_at'>,
  now: Date,
): Promise<boolean> {
  const stale = new Date(now.getTime() - touchIntervalMs);
  if (session.last_used_at >= stale) return false;
  await db('sessions')
    .where('id', session.id)
    .andWhere('last_used_at', '<', stale)
    .update({ last_used_at: now });
  return true;
}

export async function extendSession(db: Db, sessionId: string, expiresAt: Date, now: Date): Promise<void> {
  await db('sessions').where('id', sessionId).update({ expires_at: expiresAt, last_used_at: now });
}

export async function listLiveSessions(
  db: Db,
  userId: string,
  kind: 'user' | 'admin',
  now: Date,
): Promise<SessionRow[]> {
  return db('sessions')
    .where({ user_id: userId, kind })
    .whereNull('revoked_at')
    .andWhere('expires_at', '>', now)
    .orderBy('last_used_at', 'desc');
}

export async function insertRefreshToken(
  db: Db,
  input: { sessionId: string; tokenHash: string; now: Date },
): Promise<void> {
  await db('refresh_tokens').insert({
    token_hash: input.tokenHash,
    session_id: input.sessionId,
    created_at: input.now,
  });
}

export interface RefreshTokenRow {
  token_hash: string;
  session_id: string;
  rotated_at: Date | null;
}

/** Locks the token row, so two refreshes with one token cannot both rotate it. */
export async function lockRefreshToken(db: Db, tokenHash: string): Promise<RefreshTokenRow | undefined> {
  return db('refresh_tokens').where('token_hash', tokenHash).forUpdate().first();
}

export async function markRefreshTokenRotated(db: Db, tokenHash: string, now: Date): Promise<void> {
  await db('refresh_tokens').where('token_hash', tokenHash).update({ rotated_at: now });
}

/** A second factor was proven in this session (the first code that turned it on). */
export async function markSessionSecondFactor(db: Db, sessionId: string): Promise<void> {
  await db('sessions').where('id', sessionId).update({ second_factor: true });
}

/** Read fresh, not from the session view: the staff policy's last word before it refuses. */
/** The account has no second factor any more: none of its sessions counts as opened with one. */
export async function clearSessionsSecondFactor(db: Db, userId: string): Promise<void> {
  await db('sessions').where({ user_id: userId, second_factor: true }).update({ second_factor: false });
}

/** Why a session ended, as `sessions.revoked_reason` records it. */
export type RevokeReason =
  | 'logout'
  | 'logout_global'
  | 'revoked'
  | 'password_changed'
  | 'password_reset'
  | 'banned'
  | 'refresh_reuse'
  /** A staff member's sessions end when an owner disables them, changes their role or resets their factor. */
  | 'staff_disabled'
  | 'role_changed'
  | 'mfa_reset';

/** The ending statements below return the ids they ended: the service publishes those endings. */
export function endSessionById(db: Db, sessionId: string, reason: RevokeReason, now: Date) {
  return db('sessions')
    .where('id', sessionId)
    .whereNull('revoked_at')
    .update({ revoked_at: now, revoked_reason: reason })
    .returning<{ id: string }[]>('id');
}

/** Ends one live session only if it belongs to this user (and is of this kind). */
export function endOwnLiveSession(
  db: Db,
  input: { userId: string; sessionId: string; kind: 'user' | 'admin'; reason: RevokeReason; now: Date },
) {
  return db('sessions')
    .where({ id: input.sessionId, user_id: input.userId, kind: input.kind })
    .whereNull('revoked_at')
    .andWhere('expires_at', '>', input.now)
    .update({ revoked_at: input.now, revoked_reason: input.reason })
    .returning<{ id: string }[]>('id');
}

/** Whose sessions end, why and when: one kind or all, optionally sparing one. */
export interface UserSessionsEnd {
  userId: string;
  reason: RevokeReason;
  now: Date;
  kind?: 'user' | 'admin';
  exceptSessionId?: string;
}

/** Ends every live session of a user (of one kind, or all), optionally sparing one. */
export function endUserSessions(db: Db, input: UserSessionsEnd) {
  const query = db('sessions').where('user_id', input.userId).whereNull('revoked_at');
  if (input.kind) query.andWhere('kind', input.kind);
  if (input.exceptSessionId) query.andWhereNot('id', input.exceptSessionId);
  return query
    .update({ revoked_at: input.now, revoked_reason: input.reason })
    .returning<{ id: string }[]>('id');
}

/** An admin's sign-out deletes the session row rather than revoking it. */
export function deleteSessionRow(db: Db, sessionId: string) {
  return db('sessions').where('id', sessionId).delete().returning<{ id: string }[]>('id');
}

/** Of these sessions, the live ones (not revoked, not expired at `now`, account not banned). */
export async function listLiveSessionExpiries(
  db: Db,
  sessionIds: readonly string[],
  now: Date,
): Promise<{ id: string; expires_at: Date }[]> {
  return db('sessions as s')
    .join('profiles as p', 'p.id', 's.user_id')
    .whereIn('s.id', sessionIds)
    .whereNull('s.revoked_at')
    .where('s.expires_at', '>', now)
    .where('p.is_banned', false)
    .select('s.id', 's.expires_at');
}

/** Deletes sessions that expired before `before` (the clean-up job); answers how many. */
export async function deleteExpiredSessions(db: Db, before: Date): Promise<number> {
  return db('sessions').where('expires_at', '<', before).delete();
}
