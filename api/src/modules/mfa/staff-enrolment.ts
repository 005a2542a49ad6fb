import { AppError, type MfaLinkSent, type MfaSetup } from '@tradesim/core';
import type { AppContext, Db } from '../../context.js';
import type { AdminAuth } from '../../http/authenticate.js';
import { hitRateLimit } from '../../http/rate-limit.js';
import { type Accepted, accepted } from '../../http/route.js';
import { publicUrl, queueMail } from '../../mail/outbox.js';
import { type AuditActor, recordAudit } from '../audit/service.js';
import { hashToken, newSecretToken } from '../auth/tokens.js';
import { anOwnerHasFactor, insertEnrolmentLink, spendEnrolmentLink } from './enrolment-repo.js';
import { accountOf, hasEnabledFactor, setupMfa } from './factor-setup.js';
import type { AuditHook } from './types.js';

/** An enrolment link works for a day, once. */
export const enrolmentLinkTtlMs = 24 * 60 * 60 * 1000;

/** At most this many links a member per hour: whoever holds the password cannot flood the mailbox. */
const linksPerHour = 3;

/**
 * Mails a staff member a one-time link to enrol a second factor, in the caller's transaction:
 * the proof that the enrolment is theirs is their mailbox, not their password.
 */
export async function mailEnrolmentLink(
  ctx: AppContext,
  trx: Db,
  member: { id: string; email: string; actor: AuditActor; why: 'asked' | 'reset' },
): Promise<void> {
  const now = ctx.clock.now();
  const token = newSecretToken();
  const link = `${publicUrl(ctx)}/admin/mfa-enrolment?token=${encodeURIComponent(token)}`;
  await insertEnrolmentLink(trx, {
    profileId: member.id,
    tokenHash: hashToken(token),
    now,
    expiresAt: new Date(now.getTime() + enrolmentLinkTtlMs),
  });
  const opening =
    member.why === 'reset'
      ? 'An owner reset the two-step verification of your Tradesim back-office account.'
      : 'Someone signed in to your Tradesim back-office account asked to set up two-step verification.';
  await queueMail(
    trx,
    ctx.log,
    {
      to: member.email,
      template: 'staff_mfa_enrolment',
      subject: 'Set up two-step verification for the Tradesim back office',
      link,
      body: `${opening}\n\nOpen this link within 24 hours, signed in, to set up your authenticator app (it works once):\n${link}\n\nIf this was not you, tell an owner at once: your password may be known to someone else.`,
    },
    now,
  );
  await recordAudit(
    trx,
    member.actor,
    {
      action: 'MFA_ENROLMENT_LINK_SENT',
      tableName: 'profiles',
      recordId: member.id,
      newValues: { why: member.why },
    },
    now,
  );
}

/** The staff's own factor steps write each to the audit log, in the step's transaction. */
export function staffFactorAudit(actor: AuditActor): AuditHook {
  return async (trx, event, now) => {
    const entry = { tableName: 'profiles', recordId: actor.type === 'admin' ? actor.adminId : null } as const;
    await recordAudit(trx, actor, { ...entry, action: event.action, newValues: { with: event.spent } }, now);
    if (event.spent === 'recovery' && event.action !== 'RECOVERY_CODE_USED') {
      await recordAudit(trx, actor, { ...entry, action: 'RECOVERY_CODE_USED' }, now);
    }
  };
}

/**
 * A staff member's own second-factor setup. Enrolling makes the session count as opened with a
 * second factor, so it must prove more than the password: the first owner enrols directly while
 * no owner has a factor (someone must be first); anyone else brings the token of a link mailed
 * to them. Without one, a link is mailed and the answer is 202 `{sent: true}`.
 */
export async function setupStaffFactor(
  ctx: AppContext,
  auth: AdminAuth,
  input: { token: string | undefined; actor: AuditActor },
): Promise<MfaSetup | Accepted> {
  const account = await accountOf(ctx, auth.adminId);
  if (await hasEnabledFactor(ctx.knex, account.id)) throw new AppError('MFA_ALREADY_ENABLED');
  const now = ctx.clock.now();
  if (input.token) {
    const spent = await spendEnrolmentLink(ctx.knex, {
      profileId: account.id,
      tokenHash: hashToken(input.token),
      now,
    });
    if (!spent) throw new AppError('MFA_ENROLMENT_INVALID');
    return setupMfa(ctx, account);
  }
  if (auth.role === 'owner' && !(await anOwnerHasFactor(ctx.knex))) return setupMfa(ctx, account);
  await hitRateLimit(ctx.knex, {
    key: `mfa-link:${account.id}`,
    limit: linksPerHour,
    windowMs: 3_600_000,
    now,
  });
  await ctx.knex.transaction((trx) =>
    mailEnrolmentLink(ctx, trx, { ...account, actor: input.actor, why: 'asked' }),
  );
  const sent: MfaLinkSent = { sent: true };
  return accepted(sent);
}
