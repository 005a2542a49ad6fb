import {
  AppError,
  type ChangePasswordRequest,
  type Profile,
  type SessionInfo,
  type UpdateMeRequest,
} from '@tradesim/core';
import type { AppContext } from '../../context.js';
import { findPasswordHash, updatePasswordHash } from '../auth/repo.js';
import { listLiveSessions, revokeOwnLiveSession, revokeUserSessions } from '../sessions/repo.js';
import { loadProfile } from './profile.js';

export async function getMe(ctx: AppContext, userId: string): Promise<Profile> {
  return loadProfile(ctx.knex, userId, ctx.clock.now());
}

export async function updateMe(ctx: AppContext, userId: string, changes: UpdateMeRequest): Promise<Profile> {
  const now = ctx.clock.now();
  const update: Record<string, unknown> = {};
  if (changes.firstName !== undefined) update.first_name = changes.firstName;
  if (changes.lastName !== undefined) update.last_name = changes.lastName;
  if (Object.keys(update).length > 0)
    await ctx
      .knex('profiles')
      .where('id', userId)
      .update({ ...update, updated_at: now });
  return loadProfile(ctx.knex, userId, now);
}

/** A new password signs out every other session; this one stays. */
export async function changePassword(
  ctx: AppContext,
  who: { userId: string; sessionId: string },
  input: ChangePasswordRequest,
): Promise<void> {
  const now = ctx.clock.now();
  const current = await findPasswordHash(ctx.knex, who.userId);
  if (!current || !(await ctx.passwords.verify(current, input.currentPassword))) {
    throw new AppError('CURRENT_PASSWORD_INCORRECT');
  }
  const passwordHash = await ctx.passwords.hash(input.newPassword);
  await ctx.knex.transaction(async (trx) => {
    await updatePasswordHash(trx, who.userId, passwordHash, now);
    await revokeUserSessions(trx, {
      userId: who.userId,
      reason: 'password_changed',
      now,
      exceptSessionId: who.sessionId,
    });
  });
}

export async function listSessions(
  ctx: AppContext,
  who: { userId: string; sessionId: string },
): Promise<{ items: SessionInfo[] }> {
  const rows = await listLiveSessions(ctx.knex, who.userId, 'user', ctx.clock.now());
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

/** Revokes one of the user's own live sessions; anyone else's is "not found". */
export async function revokeOwnSession(ctx: AppContext, userId: string, sessionId: string): Promise<void> {
  const revoked = await revokeOwnLiveSession(ctx.knex, {
    userId,
    sessionId,
    kind: 'user',
    reason: 'revoked',
    now: ctx.clock.now(),
  });
  if (!revoked) throw new AppError('SESSION_NOT_FOUND');
}
