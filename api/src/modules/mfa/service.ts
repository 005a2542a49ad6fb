import { AppError, type MfaRecoveryCodes } from '@tradesim/core';
import type { AppContext, Db } from '../../context.js';
import { clearSessionsSecondFactor, markSessionSecondFactor } from '../sessions/repo.js';
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
import { newRecoveryCodes, recoveryCodeHash, totpStep } from './totp.js';

import type { AuditHook, SpentCode } from './types.js';

export { accountOf, hasEnabledFactor, setupMfa } from './factor-setup.js';
export { mailEnrolmentLink, setupStaffFactor, staffFactorAudit } from './staff-enrolment.js';
export type { AuditHook, SpentCode } from './types.js';

/**
 * Two-step verification (docs/decisions/0008-second-factor.md), the same for users and staff: a TOTP
 * authenticator and ten single-use recovery codes. A code is spent when it is accepted (a TOTP
 * step once, a recovery code once), in the transaction of what it unlocks, so a rolled back
 * withdrawal gives its code back.
 */

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
    await clearSessionsSecondFactor(trx, userId);
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
