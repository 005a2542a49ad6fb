import {
  AppError,
  type AuthResponse,
  type LoginRequest,
  type LogoutRequest,
  type RegisterRequest,
  type Session,
} from '@tradesim/core';
import type { AppContext, Db } from '../../context.js';
import { isUniqueViolation } from '../../db/errors.js';
import { rateLimitAddress } from '../../http/client-address.js';
import { hitRateLimit } from '../../http/rate-limit.js';
import { loadProfile } from '../me/profile.js';
import { withSecondFactor } from '../mfa/service.js';
import {
  extendSession,
  findAuthSession,
  insertRefreshToken,
  insertSession,
  lockRefreshToken,
  markRefreshTokenRotated,
} from '../sessions/repo.js';
import { revokeSession, revokeUserSessions } from '../sessions/service.js';
import { accountBannedError } from './authenticate.js';
import { assertNewPassword } from './new-password.js';
import type { Origin } from './origin.js';
import { findCredentialsByEmail, insertUser, recordLogin } from './repo.js';
import { recordSignIn, refusedOutcome, type SignInSurface } from './sign-in-log.js';
import { throttleSignIn } from './throttle.js';
import { hashToken, newSecretToken, signAccessToken, userSessionTtlMs } from './tokens.js';

export type { Origin } from './origin.js';
export { forgotPassword, resetPassword } from './password-reset.js';

/** Issues an access token and a fresh refresh token for a session. */
async function issueSession(
  ctx: AppContext,
  db: Db,
  input: { userId: string; sessionId: string; now: Date },
): Promise<Session> {
  const refreshToken = newSecretToken();
  await insertRefreshToken(db, {
    sessionId: input.sessionId,
    tokenHash: hashToken(refreshToken),
    now: input.now,
  });
  const access = signAccessToken(ctx.jwtSecret, input);
  return { accessToken: access.token, refreshToken, expiresAt: access.expiresAt.toISOString() };
}

/** Opens a user session (registration or sign-in), recorded in the sign-in history. */
async function openSession(
  ctx: AppContext,
  db: Db,
  userId: string,
  origin: Origin,
  now: Date,
  secondFactor = false,
): Promise<Session> {
  const sessionId = await insertSession(db, {
    userId,
    kind: 'user',
    secondFactor,
    now,
    expiresAt: new Date(now.getTime() + userSessionTtlMs),
    ...origin,
  });
  await recordSignIn(db, { userId, surface: 'app', outcome: 'signed_in', origin, now });
  return issueSession(ctx, db, { userId, sessionId, now });
}

export async function register(
  ctx: AppContext,
  input: Required<RegisterRequest>,
  origin: Origin,
): Promise<AuthResponse> {
  // A refused password is a form to fix, not an attempt: it counts against no limit.
  await assertNewPassword({ password: input.password, kind: 'user', email: input.email, field: 'password' });
  const now = ctx.clock.now();
  const limits = ctx.config.rateLimits;
  await hitRateLimit(ctx.knex, {
    key: `register:ip:${rateLimitAddress(origin.ipAddress)}`,
    limit: limits.registerPerIp,
    windowMs: limits.windowMs,
    now,
  });
  const passwordHash = await ctx.passwords.hash(input.password);
  try {
    return await ctx.knex.transaction(async (trx) => {
      const userId = await insertUser(trx, { ...input, passwordHash, account: { userType: 'regular' }, now });
      await recordLogin(trx, userId, now);
      const session = await openSession(ctx, trx, userId, origin, now);
      return { user: await loadProfile(trx, userId, now), session };
    });
  } catch (error) {
    if (isUniqueViolation(error, 'profiles_email_key')) throw new AppError('EMAIL_TAKEN');
    throw error;
  }
}

/**
 * Checks email and password; the same answer for an unknown email and a wrong password.
 * Throttled (see throttleSignIn); a right password is not counted as a failure, even when the
 * account turns out banned or not an admin. Then the second factor, when the account has one
 * (its codes are counted on their own, per account): `secondFactor` says a code was given,
 * `spentCode` which kind.
 * A refusal for a known account is written to its sign-in history (sign-in-log.ts).
 */
export async function verifyCredentials(
  ctx: AppContext,
  input: LoginRequest,
  origin: Origin,
  surface: SignInSurface,
) {
  const attempt = await throttleSignIn(ctx, { ip: origin.ipAddress, email: input.email });
  const account = await findCredentialsByEmail(ctx.knex, input.email);
  const valid = account
    ? await ctx.passwords.verify(account.password_hash, input.password)
    : await ctx.passwords.verifyNothing(input.password);
  if (!account) throw new AppError('INVALID_CREDENTIALS');
  try {
    if (!valid) throw new AppError('INVALID_CREDENTIALS');
    await attempt.succeeded();
    const spentCode = await withSecondFactor(
      ctx,
      { userId: account.id, code: input.code, signIn: true },
      (spend) => spend(ctx.knex),
    );
    if (account.is_banned) throw accountBannedError(account.banned_reason);
    return { ...account, secondFactor: spentCode !== null, spentCode };
  } catch (error) {
    await recordRefusedSignIn(ctx, error, { userId: account.id, surface, origin });
    throw error;
  }
}

/** Writes a refused sign-in of a known account to its history (a no-op for other errors). */
export async function recordRefusedSignIn(
  ctx: AppContext,
  error: unknown,
  attempt: { userId: string; surface: SignInSurface; origin: Origin },
): Promise<void> {
  const outcome = refusedOutcome(error);
  if (outcome) await recordSignIn(ctx.knex, { ...attempt, outcome, now: ctx.clock.now() });
}

export async function login(ctx: AppContext, input: LoginRequest, origin: Origin): Promise<AuthResponse> {
  const account = await verifyCredentials(ctx, input, origin, 'app');
  const now = ctx.clock.now();
  return ctx.knex.transaction(async (trx) => {
    await recordLogin(trx, account.id, now);
    const session = await openSession(ctx, trx, account.id, origin, now, account.secondFactor);
    return { user: await loadProfile(trx, account.id, now), session };
  });
}

/**
 * Rotation with reuse detection: each refresh token works once. A rotated token coming back
 * means it was copied, so the whole session is revoked and both holders must sign in again.
 */
export async function refresh(ctx: AppContext, refreshToken: string): Promise<{ session: Session }> {
  const now = ctx.clock.now();
  const outcome = await ctx.knex.transaction(async (trx) => {
    const token = await lockRefreshToken(trx, hashToken(refreshToken));
    if (!token) return new AppError('SESSION_EXPIRED');
    const session = await findAuthSession(trx, token.session_id);
    if (!session || session.revoked_at || session.expires_at <= now) return new AppError('SESSION_EXPIRED');
    if (token.rotated_at) {
      await revokeSession(trx, session.id, 'refresh_reuse', now);
      return new AppError('REFRESH_TOKEN_REUSED');
    }
    if (session.is_banned) return accountBannedError(session.banned_reason);
    await markRefreshTokenRotated(trx, token.token_hash, now);
    await extendSession(trx, session.id, new Date(now.getTime() + userSessionTtlMs), now);
    return { session: await issueSession(ctx, trx, { userId: session.user_id, sessionId: session.id, now }) };
  });
  // Errors are returned, not thrown, so the reuse revocation above commits.
  if (outcome instanceof AppError) throw outcome;
  return outcome;
}

export async function logout(
  ctx: AppContext,
  input: { userId: string; sessionId: string; scope: Required<LogoutRequest>['scope'] },
) {
  const now = ctx.clock.now();
  if (input.scope === 'global') {
    await revokeUserSessions(ctx.knex, { userId: input.userId, reason: 'logout_global', now, kind: 'user' });
  } else {
    await revokeSession(ctx.knex, input.sessionId, 'logout', now);
  }
}
