import { createHmac, type KeyObject, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Request, Response } from 'express';

/**
 * The console's session lives in an HttpOnly cookie, out of reach of any script on the page;
 * `SameSite=Strict` keeps other sites' pages from sending it, and every write made through it
 * must also carry the session's CSRF token in `X-CSRF-Token`, which only the console's own
 * pages can read (from the sign-in answer or `GET /api/admin/auth/session`). Bearer tokens (the
 * CLI, scripts) are unaffected: a request with an Authorization header never reads the cookie.
 */
export const staffCookieName = 'tradesim_staff';

/**
 * Admin sessions last 24 hours and a refresh extends them by 24 more; their cookie lives as
 * long. Declared here, below the auth module that opens the sessions (modules/auth/tokens.ts
 * passes it on), so that the cookie needs no module.
 */
export const adminSessionTtlMs = 24 * 3_600_000;

/** The staff session token in the request's cookies, if any. */
export function staffCookieToken(req: Pick<IncomingMessage, 'headers'>): string | null {
  const header = req.headers.cookie;
  if (typeof header !== 'string') return null;
  for (const part of header.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0 || part.slice(0, separator).trim() !== staffCookieName) continue;
    const value = part.slice(separator + 1).trim();
    return value.length > 0 && value.length <= 4096 ? value : null;
  }
  return null;
}

/** `Secure` everywhere but on the developer's own machine (http://localhost). */
function isLocalhost(req: Request): boolean {
  return ['localhost', '127.0.0.1', '::1', '[::1]'].includes(req.hostname);
}

function cookie(req: Request, value: string, maxAgeSeconds: number): string {
  const secure = isLocalhost(req) ? '' : '; Secure';
  return `${staffCookieName}=${value}; Path=/api; HttpOnly; SameSite=Strict; Max-Age=${maxAgeSeconds}${secure}`;
}

/** The cookie lives as long as a session does (24 hours, renewed with it); the server decides. */
export function setStaffCookie(req: Request, res: Response, session: { token: string }): void {
  res.append('Set-Cookie', cookie(req, session.token, adminSessionTtlMs / 1000));
}

export function clearStaffCookie(req: Request, res: Response): void {
  res.append('Set-Cookie', cookie(req, '', 0));
}

/** The session's CSRF token: derived from its id with the server's secret, so nothing is stored. */
export function csrfTokenFor(secret: KeyObject, sessionId: string): string {
  return createHmac('sha256', secret).update(`csrf:${sessionId}`).digest('base64url');
}

/** Whether the request carries the session's CSRF token. */
export function hasCsrfToken(req: Pick<Request, 'get'>, expected: string): boolean {
  const given = req.get('x-csrf-token');
  if (!given || given.length !== expected.length) return false;
  return timingSafeEqual(Buffer.from(given), Buffer.from(expected));
}

/**
 * How a session just opened (or renewed) is answered: a bearer token, or for the console the
 * cookie and, in the body, only its CSRF token.
 */
export function deliverStaffSession(
  io: { req: Request; res: Response; secret: KeyObject },
  session: { token: string; expiresAt: string; sessionId: string },
  mode: 'cookie' | 'bearer',
): { token: string; expiresAt: string } | { expiresAt: string; csrfToken: string } {
  if (mode === 'bearer') return { token: session.token, expiresAt: session.expiresAt };
  setStaffCookie(io.req, io.res, session);
  return { expiresAt: session.expiresAt, csrfToken: csrfTokenFor(io.secret, session.sessionId) };
}
