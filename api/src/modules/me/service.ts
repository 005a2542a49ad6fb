import {
  AppError,
  type ChangePasswordRequest,
  type Profile,
  type SessionInfo,
  type UpdateMeRequest,
} from '@tradesim/core';
import type { AppContext, Db } from '../../context.js';
import { assertAccountPassword } from '../auth/new-password.js';
import { findCredentialsById, updatePasswordHash } from '../auth/repo.js';
import { throttlePasswordChange } from '../auth/throttle.js';
import { listLiveSessions } from '../sessions/repo.js';
import { revokeOwnLiveSession, revokeUserSessions } from '../sessions/service.js';
import { loadProfile } from './profile.js';
import { updateProfileNames } from './repo.js';

export { getPortfolioHistory } from './history.js';

export async function getMe(ctx: AppContext, userId: string): Promise<Profile> {
  return loadProfile(ctx.knex, userId, ctx.clock.now());
}

export async function updateMe(ctx: AppContext, userId: string, changes: UpdateMeRequest): Promise<Profile> {
  const now = ctx.clock.now();
  await updateProfileNames(ctx.knex, userId, changes, now);
  return loadProfile(ctx.knex, userId, now);
}

/** Whose sessions: a user's (the user app) or an admin's own back-office ones. */
interface SessionOwner {
  userId: string;
  sessionId: string;
  kind: 'user' | 'admin';
}

/**
 * A new password signs out every other session of the account, user and admin alike; this one
 * stays. `onChanged` runs in the same transaction (the back office records its audit entry).
 * The new password's rules come first: a refused one is a form to fix, not a guess, and counts
 * against no limit. Wrong current passwords are throttled (throttlePasswordChange).
 */
export async function changePassword(
  ctx: AppContext,
  who: { userId: string; sessionId: string; ip: string | null },
  input: ChangePasswordRequest,
  onChanged?: (trx: Db, now: Date) => Promise<void>,
): Promise<void> {
  const now = ctx.clock.now();
  const account = await findCredentialsById(ctx.knex, who.userId);
  if (!account) throw new AppError('CURRENT_PASSWORD_INCORRECT');
  await assertAccountPassword(account, { password: input.newPassword, field: 'newPassword' });
  const attempt = await throttlePasswordChange(ctx, { ip: who.ip, userId: who.userId });
  if (!(await ctx.passwords.verify(account.password_hash, input.currentPassword))) {
    throw new AppError('CURRENT_PASSWORD_INCORRECT');
  }
  await attempt.succeeded();
  const passwordHash = await ctx.passwords.hash(input.newPassword);
  await ctx.knex.transaction(async (trx) => {
    await updatePasswordHash(trx, who.userId, passwordHash, now);
    await revokeUserSessions(trx, {
      userId: who.userId,
      reason: 'password_changed',
      now,
      exceptSessionId: who.sessionId,
    });
    await onChanged?.(trx, now);
  });
}

export async function listSessions(ctx: AppContext, who: SessionOwner): Promise<{ items: SessionInfo[] }> {
  const rows = await listLiveSessions(ctx.knex, who.userId, who.kind, ctx.clock.now());
  return {
    items: rows.map((row) => ({
      id: row.id,
      createdAt: row.created_at.toISOString(),
      lastUsedAt: row.last_used_at.toISOString(),
      expiresAt: row.expires_at.toISOString(),
      userAgent: row.user_agent,
      ipAddress: row.ip_address,
      current: row.id === who.sessionId,
    })),
  };
}

/** Revokes one of the owner's own live sessions of that kind; anyone else's is "not found". */
export async function revokeOwnSession(
  ctx: AppContext,
  owner: Omit<SessionOwner, 'sessionId'>,
  sessionId: string,
  onRevoked?: (trx: Db, now: Date) => Promise<void>,
): Promise<void> {
  const now = ctx.clock.now();
  await ctx.knex.transaction(async (trx) => {
    const revoked = await revokeOwnLiveSession(trx, {
      userId: owner.userId,
      sessionId,
      kind: owner.kind,
      reason: 'revoked',
      now,
    });
    if (!revoked) throw new AppError('SESSION_NOT_FOUND');
    await onRevoked?.(trx, now);
  });
}
