import {
  type Admin,
  type AdminLoginRequest,
  type AdminSession,
  AppError,
  type ChangePasswordRequest,
} from '@tradesim/core';
import type { AppContext, Db } from '../../context.js';
import type { AdminAuth } from '../../http/authenticate.js';
import { csrfTokenFor } from '../../http/staff-cookie.js';
import { requireStaffMfa } from '../admin-security/repo.js';
import { type AuditActor, recordAudit } from '../audit/service.js';
import { recordLogin } from '../auth/repo.js';
import { type Origin, recordRefusedSignIn, verifyCredentials } from '../auth/service.js';
import { recordSignIn } from '../auth/sign-in-log.js';
import { adminSessionTtlMs, hashToken, newAdminToken } from './../auth/tokens.js';
import { findProfileRow } from '../me/repo.js';
import { changePassword, listSessions, revokeOwnSession } from '../me/service.js';
import type { SpentCode } from '../mfa/service.js';
import { extendSession, findAuthSession, insertSession } from '../sessions/repo.js';
import { deleteSession } from '../sessions/service.js';
import { recordStaffSignIn, recordStaffSignInFailure } from './sign-in-record.js';

export async function adminOf(ctx: AppContext, adminId: string): Promise<Admin> {
  const row = await findProfileRow(ctx.knex, adminId);
  if (row?.user_type !== 'admin' || !row.staff_role) throw new AppError('ADMIN_PROFILE_NOT_FOUND');
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    avatarUrl: row.avatar_url,
    mfaEnabled: row.mfa_enabled,
    role: row.staff_role,
  };
}

/** A session just opened: its token, and its id (its CSRF token is derived from it). */
export interface OpenedAdminSession extends AdminSession {
  sessionId: string;
}

/**
 * Opens a 24-hour back-office session for a staff member in the caller's transaction, written
 * to their sign-in history and the audit log.
 */
export async function insertAdminSession(
  ctx: AppContext,
  trx: Db,
  account: { id: string; secondFactor: boolean; spentCode?: SpentCode | null },
  origin: Origin,
): Promise<OpenedAdminSession> {
  const now = ctx.clock.now();
  const token = newAdminToken();
  const expiresAt = new Date(now.getTime() + adminSessionTtlMs);
  const sessionId = await insertSession(trx, {
    userId: account.id,
    kind: 'admin',
    tokenHash: hashToken(token),
    secondFactor: account.secondFactor,
    now,
    expiresAt,
    ...origin,
  });
  await recordLogin(trx, account.id, now);
  await recordSignIn(trx, { userId: account.id, surface: 'console', outcome: 'signed_in', origin, now });
  const spentCode = account.spentCode ?? (account.secondFactor ? 'totp' : null);
  await recordStaffSignIn(trx, { adminId: account.id, origin, spentCode, now });
  return { token, expiresAt: expiresAt.toISOString(), sessionId };
}

/**
 * Email and password first, then the admin role (docs/product/admin-console.md#roles-and-permissions), then the second factor when
 * it is on; a disabled staff member is refused. A 24-hour session token.
 */
export async function adminLogin(
  ctx: AppContext,
  input: AdminLoginRequest,
  origin: Origin,
): Promise<{ admin: Admin; session: OpenedAdminSession }> {
  try {
    const account = await verifyCredentials(ctx, input, origin, 'console');
    const refusal =
      account.user_type !== 'admin'
        ? new AppError('ADMIN_REQUIRED')
        : account.staff_disabled_at
          ? new AppError('STAFF_DISABLED')
          : null;
    if (refusal) {
      await recordRefusedSignIn(ctx, refusal, { userId: account.id, surface: 'console', origin });
      throw refusal;
    }
    const session = await ctx.knex.transaction((trx) => insertAdminSession(ctx, trx, account, origin));
    return { admin: await adminOf(ctx, account.id), session };
  } catch (error) {
    await recordStaffSignInFailure(ctx, { email: input.email, origin, error });
    throw error;
  }
}

/** Renews the session for another 24 hours from now; the token stays the same. */
export async function adminRefresh(
  ctx: AppContext,
  auth: AdminAuth,
  token: string,
): Promise<OpenedAdminSession> {
  const now = ctx.clock.now();
  const expiresAt = new Date(now.getTime() + adminSessionTtlMs);
  await extendSession(ctx.knex, auth.sessionId, expiresAt, now);
  return { token, expiresAt: expiresAt.toISOString(), sessionId: auth.sessionId };
}

/** Signing out deletes the session record (docs/product/admin-console.md#states-and-transitions), audited. */
export async function adminLogout(ctx: AppContext, auth: AdminAuth, actor: AuditActor): Promise<void> {
  const now = ctx.clock.now();
  await ctx.knex.transaction(async (trx) => {
    await deleteSession(trx, auth.sessionId, now);
    await recordAudit(
      trx,
      actor,
      { action: 'STAFF_SIGN_OUT', tableName: 'profiles', recordId: auth.adminId },
      now,
    );
  });
}

export async function adminSession(ctx: AppContext, auth: AdminAuth) {
  const session = await findAuthSession(ctx.knex, auth.sessionId);
  if (!session) throw new AppError('ADMIN_SESSION_INVALID');
  return {
    admin: await adminOf(ctx, auth.adminId),
    expiresAt: session.expires_at.toISOString(),
    secondFactor: session.second_factor,
    requireStaffMfa: await requireStaffMfa(ctx.knex),
    ...(auth.via === 'cookie' ? { csrfToken: csrfTokenFor(ctx.jwtSecret, auth.sessionId) } : {}),
  };
}

/**
 * The admin's own password, as a user changes theirs (POST /api/me/password): every other
 * session of the account ends, this one stays; the audit log says it happened, never what to.
 */
export async function adminChangePassword(
  ctx: AppContext,
  auth: AdminAuth,
  actor: AuditActor,
  input: ChangePasswordRequest,
): Promise<void> {
  const ip = actor.type === 'admin' ? actor.ipAddress : null;
  const who = { userId: auth.adminId, sessionId: auth.sessionId, ip };
  await changePassword(ctx, who, input, (trx, now) =>
    recordAudit(
      trx,
      actor,
      { action: 'CHANGE_ADMIN_PASSWORD', tableName: 'profiles', recordId: auth.adminId },
      now,
    ),
  );
}

/** The admin's live back-office sessions (other browsers, the CLI), this one marked current. */
export function adminSessions(ctx: AppContext, auth: AdminAuth) {
  return listSessions(ctx, { userId: auth.adminId, sessionId: auth.sessionId, kind: 'admin' });
}

/** Ends one of the admin's own back-office sessions; anyone else's is "not found". */
export async function revokeAdminSession(
  ctx: AppContext,
  auth: AdminAuth,
  actor: AuditActor,
  sessionId: string,
): Promise<void> {
  await revokeOwnSession(ctx, { userId: auth.adminId, kind: 'admin' }, sessionId, (trx, now) =>
    recordAudit(
      trx,
      actor,
      { action: 'REVOKE_ADMIN_SESSION', tableName: 'sessions', recordId: sessionId },
      now,
    ),
  );
}
