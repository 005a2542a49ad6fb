import { AppError, type StaffRole } from '@tradesim/core';
import type { Request } from 'express';
import type { AppContext } from '../context.js';
import { hashToken, isAdminToken, looksLikeJwt, verifyAccessToken } from '../modules/auth/tokens.js';
import { type AuthSessionRow, touchSession } from '../modules/sessions/repo.js';
import { csrfTokenFor, hasCsrfToken, staffCookieToken } from './staff-cookie.js';

export interface UserAuth {
  kind: 'user';
  userId: string;
  sessionId: string;
  /**
   * False only on a route whose handler checks the session in its own statement (the
   * purchase, see route.ts `checksSessionItself`): the token is genuine, the session unread.
   */
  sessionChecked: boolean;
}

export interface AdminAuth {
  kind: 'admin';
  adminId: string;
  sessionId: string;
  role: StaffRole;
  /** How the token came: the console's HttpOnly cookie (writes need its CSRF token), or a bearer header. */
  via: 'bearer' | 'cookie';
}

export function bearerToken(req: Pick<Request, 'headers'>): string | null {
  const header = req.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer\s+(\S{1,4096})$/i.exec(header.trim());
  return match?.[1] ?? null;
}

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
export async function authenticateUserToken(ctx: AppContext, token: string | null): Promise<UserAuth> {
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
export function userFromAccessToken(ctx: AppContext, token: string | null): UserAuth {
  const claims = accessTokenClaims(ctx, token, ctx.clock.now());
  return { kind: 'user', userId: claims.userId, sessionId: claims.sessionId, sessionChecked: false };
}

/**
 * An admin request: an admin session token (24 h, checked against `sessions` every time) of a
 * profile that is still an admin. A valid user token here is a signed-in non-admin: 403.
 */
export async function authenticateAdminToken(
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
 * An admin request's session: the bearer token when the request has one (the CLI, scripts),
 * else the console's cookie (staff-cookie.ts). Its CSRF token is checked by the route layer.
 */
export function authenticateAdminRequest(ctx: AppContext, req: Request): Promise<AdminAuth> {
  const bearer = bearerToken(req);
  const cookie = bearer ? null : staffCookieToken(req);
  return cookie ? authenticateAdminToken(ctx, cookie, 'cookie') : authenticateAdminToken(ctx, bearer);
}

/** A write through the cookie must carry the session's CSRF token (a GET changes nothing). */
export function checkCsrf(ctx: AppContext, req: Request, auth: AdminAuth): void {
  if (auth.via !== 'cookie' || req.method === 'GET' || req.method === 'HEAD') return;
  if (!hasCsrfToken(req, csrfTokenFor(ctx.jwtSecret, auth.sessionId))) throw new AppError('CSRF_INVALID');
}

/** Where a request came from, for sessions and the audit log. */
export function requestOrigin(req: Request): { ipAddress: string | null; userAgent: string | null } {
  const userAgent = req.get('user-agent');
  return { ipAddress: req.ip ?? null, userAgent: userAgent ? userAgent.slice(0, 500) : null };
}
