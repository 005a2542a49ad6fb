import { isAppError } from '@tradesim/core';
import type { AppContext, Db } from '../../context.js';
import { type AuditActor, recordAudit } from '../audit/service.js';
import { findCredentialsByEmail } from '../auth/repo.js';
import type { Origin } from '../auth/service.js';
import type { SpentCode } from '../mfa/service.js';

/**
 * A console sign-in, in the security record: who, from where, and with which proof. A recovery
 * code spent is its own entry, since it means the member's authenticator was not at hand.
 */
export async function recordStaffSignIn(
  trx: Db,
  signIn: { adminId: string; origin: Origin; spentCode: SpentCode | null; now: Date },
): Promise<void> {
  const actor: AuditActor = { type: 'admin', adminId: signIn.adminId, ...signIn.origin };
  const entry = { tableName: 'profiles', recordId: signIn.adminId } as const;
  await recordAudit(
    trx,
    actor,
    { ...entry, action: 'STAFF_SIGN_IN', newValues: { secondFactor: signIn.spentCode } },
    signIn.now,
  );
  if (signIn.spentCode === 'recovery')
    await recordAudit(trx, actor, { ...entry, action: 'RECOVERY_CODE_USED' }, signIn.now);
}

/**
 * A refused console sign-in, with why (the error's code): against the staff member the address
 * belongs to, or as an anonymous attempt when it is nobody's or a customer's. Written on its
 * own, since the sign-in wrote nothing. Rate-limited attempts are not written: the throttle's
 * whole point is that they cost nothing, and each would otherwise grow the append-only log.
 */
export async function recordStaffSignInFailure(
  ctx: AppContext,
  attempt: { email: string; origin: Origin; error: unknown },
): Promise<void> {
  const { error } = attempt;
  if (!isAppError(error) || error.code === 'RATE_LIMITED' || error.status >= 500) return;
  const account = await findCredentialsByEmail(ctx.knex, attempt.email);
  const actor: AuditActor =
    account?.user_type === 'admin'
      ? { type: 'admin', adminId: account.id, ...attempt.origin }
      : { type: 'anonymous', ...attempt.origin };
  await recordAudit(
    ctx.knex,
    actor,
    {
      action: 'STAFF_SIGN_IN_FAILED',
      tableName: 'profiles',
      recordId: account?.id ?? null,
      newValues: { reason: error.code, email: attempt.email },
    },
    ctx.clock.now(),
  );
}
