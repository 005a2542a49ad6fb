import { AppError, type MfaRecoveryCodes, type MfaSetup } from '@tradesim/core';
import type { AppContext, Db } from '../../context.js';
import { findProfileRow } from '../me/repo.js';
import { markSessionSecondFactor } from '../sessions/repo.js';
import {
  deleteFactor,
  type FactorRow,
  findFactor,
  lockFactor,
  markEnabled,
  replaceRecoveryCodes,
  savePendingFactor,
  spendRecoveryCode,
  takeStep,
} from './repo.js';
import { secretBox } from './secret-box.js';
import { newRecoveryCodes, newTotpSecret, recoveryCodeHash, totpStep } from './totp.js';

/**
 * Two-step verification (docs/decisions/0061-second-factor.md), the same for users and staff: a TOTP
 * authenticator and ten single-use recovery codes. A code is spent when it is accepted (a TOTP
 * step once, a recovery code once), in the transaction of what it unlocks, so a rolled back
 * withdrawal gives its code back.
 */

/** The account a factor is set up for: its email names the authenticator's entry. */
export async function accountOf(ctx: AppContext, id: string): Promise<{ id: string; email: string }> {
  const row = await findProfileRow(ctx.knex, id);
  if (!row) throw new AppError('USER_NOT_FOUND');
  return { id: row.id, email: row.email };
}

/** How a code that was accepted proved the factor: the authenticator, or a recovery code. */
export type SpentCode = 'totp' | 'recovery';

/** Checks `code` against the factor and spends it; null for a wrong, reused or spent one. */
async function spendCode(
  ctx: AppContext,
  db: Db,
  factor: FactorRow,
  code: string,
): Promise<SpentCode | null> {
  const now = ctx.clock.now();
  const step = totpStep(secretBox(ctx.jwtSecret).open(factor.secret), code, now);
  if (step !== null) return (await takeStep(db, factor.user_id, step)) ? 'totp' : null;
  return (await spendRecoveryCode(db, factor.user_id, recoveryCodeHash(code), now)) ? 'recovery' : null;
}

/**
 * What the staff's own factor routes add to the same steps: an audit entry, written in the
 * step's transaction (users' factors are their own business and are not audited).
 */
export type AuditHook = (
  trx: Db,
  event: { action: 'MFA_ENABLED' | 'MFA_DISABLED' | 'RECOVERY_CODE_USED'; spent: SpentCode },
  now: Date,
) => Promise<void>;

/** A code being checked for an account's factor. */
interface CodeCheck {
  factor: FactorRow;
  code: string;
}

function refuseWhileLockedOut(ctx: AppContext, userId: string): void {
  const seconds = ctx.codeAttempts.lockedFor(userId, ctx.clock.now());
  if (seconds === null) return;
  throw new AppError('RATE_LIMITED', `Too many attempts. Please try again in ${seconds} seconds.`, {
    retryAfterSeconds: seconds,
  });
}

/** Spends the code in `db`'s transaction, or counts a wrong one and refuses it. */
async function spendOrRefuse(ctx: AppContext, db: Db, check: CodeCheck, signIn = false): Promise<SpentCode> {
  refuseWhileLockedOut(ctx, check.factor.user_id);
  const spent = await spendCode(ctx, db, check.factor, check.code);
  if (spent) return spent;
  ctx.codeAttempts.failed(check.factor.user_id, ctx.clock.now());
  throw new AppError('MFA_INVALID', undefined, signIn ? { status: 401 } : {});
}

/** Whether the account's second factor is on. */
export async function hasEnabledFactor(db: Db, userId: string): Promise<boolean> {
  return Boolean((await findFactor(db, userId))?.enabled_at);
}

/** A new secret, not active until `enableMfa` sees a right code from it. */
export async function setupMfa(ctx: AppContext, account: { id: string; email: string }): Promise<MfaSetup> {
  const factor = await findFactor(ctx.knex, account.id);
  if (factor?.enabled_at) throw new AppError('MFA_ALREADY_ENABLED');
  const { secret, otpauthUrl } = newTotpSecret(account.email);
  await savePendingFactor(ctx.knex, {
    userId: account.id,
    secret: secretBox(ctx.jwtSecret).seal(secret),
    now: ctx.clock.now(),
  });
  return { secret, otpauthUrl };
}

/**
 * Turns the second factor on with a first code. The session it is done in now counts as opened
 * with a second factor (the code was just proven), so a staff member who enrols at the moment
 * the staff policy asks for it carries on without signing in again.
 */
export async function enableMfa(
  ctx: AppContext,
  who: { userId: string; sessionId: string },
  code: string,
  audit?: AuditHook,
): Promise<MfaRecoveryCodes> {
  const { userId } = who;
  const now = ctx.clock.now();
  return ctx.knex.transaction(async (trx) => {
    // Locked: two enables at once write one set of recovery codes, not two.
    const factor = await lockFactor(trx, userId);
    if (!factor) throw new AppError('MFA_NOT_SET_UP');
    if (factor.enabled_at) throw new AppError('MFA_ALREADY_ENABLED');
    await spendOrRefuse(ctx, trx, { factor, code });
    await markEnabled(trx, userId, now);
    await markSessionSecondFactor(trx, who.sessionId);
    const recoveryCodes = newRecoveryCodes();
    await replaceRecoveryCodes(trx, userId, recoveryCodes.map(recoveryCodeHash), now);
    await audit?.(trx, { action: 'MFA_ENABLED', spent: 'totp' }, now);
    return { recoveryCodes };
  });
}

/**
 * Enrols a second factor from a secret the client was shown and a first code from it, in the
 * caller's transaction: the staff invitation does this as the account is created, before any
 * session exists. A code that is not this secret's is MFA_INVALID.
 */
export async function enrolWithSecret(
  ctx: AppContext,
  trx: Db,
  input: { userId: string; secret: string; code: string },
): Promise<MfaRecoveryCodes> {
  const now = ctx.clock.now();
  const step = totpStep(input.secret, input.code, now);
  if (step === null)
    throw new AppError('MFA_INVALID', undefined, { fields: { code: 'Invalid verification code' } });
  await savePendingFactor(trx, {
    userId: input.userId,
    secret: secretBox(ctx.jwtSecret).seal(input.secret),
    now,
  });
  await takeStep(trx, input.userId, step);
  await markEnabled(trx, input.userId, now);
  const recoveryCodes = newRecoveryCodes();
  await replaceRecoveryCodes(trx, input.userId, recoveryCodes.map(recoveryCodeHash), now);
  return { recoveryCodes };
}

/**
 * A staff member's factor removed by an owner's approved reset, in the caller's transaction:
 * false when there was none to remove.
 */
export async function removeFactor(ctx: AppContext, trx: Db, userId: string): Promise<boolean> {
  const factor = await lockFactor(trx, userId);
  if (!factor?.enabled_at) return false;
  await deleteFactor(trx, userId, ctx.clock.now());
  return true;
}

/** Ten new recovery codes for a current code (or an old recovery code); the old ones stop working. */
export async function regenerateRecoveryCodes(
  ctx: AppContext,
  userId: string,
  code: string,
  audit?: AuditHook,
): Promise<MfaRecoveryCodes> {
  const now = ctx.clock.now();
  return ctx.knex.transaction(async (trx) => {
    const factor = await lockFactor(trx, userId);
    if (!factor?.enabled_at) throw new AppError('MFA_NOT_ENABLED');
    const spent = await spendOrRefuse(ctx, trx, { factor, code });
    if (spent === 'recovery') await audit?.(trx, { action: 'RECOVERY_CODE_USED', spent }, now);
    const recoveryCodes = newRecoveryCodes();
    await replaceRecoveryCodes(trx, userId, recoveryCodes.map(recoveryCodeHash), now);
    return { recoveryCodes };
  });
}

/** Turns it off with a current code or a recovery code. */
export async function disableMfa(
  ctx: AppContext,
  userId: string,
  code: string,
  audit?: AuditHook,
): Promise<void> {
  await ctx.knex.transaction(async (trx) => {
    const factor = await lockFactor(trx, userId);
    if (!factor?.enabled_at) throw new AppError('MFA_NOT_ENABLED');
    const spent = await spendOrRefuse(ctx, trx, { factor, code });
    const now = ctx.clock.now();
    await deleteFactor(trx, userId, now);
    await audit?.(trx, { action: 'MFA_DISABLED', spent }, now);
  });
}

/**
 * What sign-in and withdrawals ask of an account with two-step verification on: a code.
 * `unlock` runs the guarded work with `spend`, which spends the code in the work's own
 * transaction (so a rolled back withdrawal gives its code back) and refuses a wrong one with
 * MFA_INVALID (401 at sign-in, the contract's status there). Without a code: MFA_REQUIRED.
 * Answers the work's result and whether a code was needed.
 */
export async function withSecondFactor<T>(
  ctx: AppContext,
  input: { userId: string; code: string | undefined; signIn?: boolean },
  unlock: (spend: (db: Db) => Promise<SpentCode | null>, required: boolean) => Promise<T>,
): Promise<T> {
  const factor = await findFactor(ctx.knex, input.userId);
  if (!factor?.enabled_at) return unlock(async () => null, false);
  const code = input.code;
  if (!code) throw new AppError('MFA_REQUIRED');
  return unlock((db) => spendOrRefuse(ctx, db, { factor, code }, input.signIn), true);
}
