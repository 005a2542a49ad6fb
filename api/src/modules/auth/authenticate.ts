import { AppError } from '@tradesim/core';
import type { AppContext } from '../../context.js';
import type { AdminAuth, Authenticator, UserAuth } from '../../http/authenticate.js';
import { type AuthSessionRow, touchSession } from '../sessions/repo.js';
import { hashToken, isAdminToken, looksLikeJwt, verifyAccessToken } from './tokens.js';

/** What a banned user sees on every request and at sign-in: the ban, with its reason. */
export function accountBannedError(reason: string | null): AppError {
  return new AppError(
    'ACCOUNT_BANNED',
    `Your account has been suspended.${reason ? ` Reason: ${reason}` : ''}`,
  );
}

function isLive(session: AuthSessionRow, now: Date): boolean {
  return session.revoked_at === null && session.expires_at.getTime() > now.getTime();
}

/**
 * A user request: a valid access token whose session is still live and whose account is not
 * banned. Checking the session every time makes logout, revocation and bans take effect at
 * once instead of when the 15-minute token runs out; the check reads the in-memory session view
 * (modules/sessions/session-view.ts), which forgets a session as soon as its ending commits.
 */
async function authenticateUserToken(ctx: AppContext, token: string | null): Promise<UserAuth> {
  const now = ctx.clock.now();
  const claims = accessTokenClaims(ctx, token, now);
  const session = await ctx.sessionView.find(claims.sessionId, now);
  if (!session || session.user_id !== claims.userId || session.kind !== 'user') {
    throw new AppError('SESSION_EXPIRED');
  }
  // Before liveness: a ban revokes every session, and the holder should learn why, not "expired".
  if (session.is_banned) throw accountBannedError(session.banned_reason);
  if (!isLive(session, now)) throw new AppError('SESSION_EXPIRED');
  if (await touchSession(ctx.knex, session, now)) ctx.sessionView.touched({ sessionId: session.id }, now);
  return { kind: 'user', userId: session.user_id, sessionId: session.id, sessionChecked: true };
}

function accessTokenClaims(ctx: AppContext, token: string | null, now: Date) {
  if (!token || !looksLikeJwt(token)) throw new AppError('UNAUTHENTICATED');
  return verifyAccessToken(ctx.jwtSecret, token, now);
}

/** The signed token alone, no database read: for a handler that checks the session itself. */
function userFromAccessToken(ctx: AppContext, token: string | null): UserAuth {
  const claims = accessTokenClaims(ctx, token, ctx.clock.now());
  return { kind: 'user', userId: claims.userId, sessionId: claims.sessionId, sessionChecked: false };
}

/**
 * An admin request: an admin session token (24 h, checked against `sessions` every time) of a
 * profile that is still an admin. A valid user token here is a signed-in non-admin: 403.
 */
async function authenticateAdminToken(
  ctx: AppContext,
  token: string | null,
  via: AdminAuth['via'] = 'bearer',
): Promise<AdminAuth> {
  if (!token) throw new AppError('ADMIN_SESSION_INVALID');
  if (!isAdminToken(token)) {
    await authenticateUserToken(ctx, token).catch((error: unknown) => {
      throw error instanceof AppError && error.code === 'ACCOUNT_BANNED'
        ? error
        : new AppError('ADMIN_SESSION_INVALID');
    });
    throw new AppError('ADMIN_REQUIRED');
  }
  const now = ctx.clock.now();
  const tokenHash = hashToken(token);
  const session = await ctx.sessionView.findAdmin(tokenHash, now);
  if (!session) throw new AppError('ADMIN_SESSION_INVALID');
  if (session.is_banned) throw accountBannedError(session.banned_reason);
  if (!isLive(session, now)) throw new AppError('ADMIN_SESSION_INVALID');
  if (session.user_type !== 'admin' || !session.staff_role) throw new AppError('ADMIN_PROFILE_NOT_FOUND');
  if (session.staff_disabled_at) throw new AppError('STAFF_DISABLED');
  if (await touchSession(ctx.knex, session, now)) ctx.sessionView.touched({ tokenHash }, now);
  return {
    kind: 'admin',
    adminId: session.user_id,
    sessionId: session.id,
    role: session.staff_role,
    via,
  };
}

/**
 * The checks above as the route layer (http/route.ts) and the realtime hub take them: handed
 * in by the wiring (server.ts), so neither imports this module.
 */
export const authenticator: Authenticator = {
  user: authenticateUserToken,
  userFromToken: userFromAccessToken,
  admin: authenticateAdminToken,
  isAdminToken,
};
