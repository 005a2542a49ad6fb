import { AppError, type StaffRole } from '@tradesim/core';
import type { Request } from 'express';
import type { AppContext } from '../context.js';
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

/**
 * Who a token belongs to. The checks read the auth and sessions modules' tables, so they live
 * there (modules/auth/authenticate.ts); the wiring hands them to the route layer and the
 * realtime hub, which import no module (docs/architecture.md#layers).
 */
export interface Authenticator {
  /**
   * A user request: a valid access token whose session is still live and whose account is not
   * banned, checked every time so logout, revocation and bans take effect at once.
   */
  user(ctx: AppContext, token: string | null): Promise<UserAuth>;
  /** The signed token alone, no database read: for a handler that checks the session itself. */
  userFromToken(ctx: AppContext, token: string | null): UserAuth;
  /** An admin session token of a profile that is still an admin; a user token here is a 403. */
  admin(ctx: AppContext, token: string | null, via?: AdminAuth['via']): Promise<AdminAuth>;
  /** Whether a token is an admin session's (by its form, nothing read). */
  isAdminToken(token: string): boolean;
}

/**
 * An admin request's session: the bearer token when the request has one (the CLI, scripts),
 * else the console's cookie (staff-cookie.ts). Its CSRF token is checked by the route layer.
 */
export function authenticateAdminRequest(
  authenticator: Authenticator,
  ctx: AppContext,
  req: Request,
): Promise<AdminAuth> {
  const bearer = bearerToken(req);
  const cookie = bearer ? null : staffCookieToken(req);
  return cookie ? authenticator.admin(ctx, cookie, 'cookie') : authenticator.admin(ctx, bearer);
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
