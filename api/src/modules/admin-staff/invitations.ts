import {
  type AcceptInviteRequest,
  type AcceptInviteResponse,
  AppError,
  type InviteDetails,
  type InviteStaffRequest,
  type StaffInvite,
  validationError,
} from '@tradesim/core';
import type { AppContext } from '../../context.js';
import type { AdminAuth } from '../../http/authenticate.js';
import { publicUrl, queueMail } from '../../mail/outbox.js';
import { adminOf, insertAdminSession, type OpenedAdminSession } from '../admin-auth/service.js';
import { requireStaffMfa } from '../admin-security/repo.js';
import { type AuditActor, recordAudit } from '../audit/service.js';
import { assertNewPassword } from '../auth/new-password.js';
import { insertUser } from '../auth/repo.js';
import type { Origin } from '../auth/service.js';
import { hashToken, newSecretToken } from '../auth/tokens.js';
import { enrolWithSecret } from '../mfa/service.js';
import { newTotpSecret } from '../mfa/totp.js';
import { emailTaken, findOpenInvite, insertInvite, lockOpenInvite, markInviteAccepted } from './repo.js';
import { toStaffInvite } from './view.js';

/** An invitation link works for 72 hours (docs/contract.md#staff-roles-second-factor-and-dual-control). */
export const inviteTtlMs = 72 * 60 * 60 * 1000;

/**
 * Invites someone by e-mail: the link (valid 72 hours, used once) goes to the mail outbox; the
 * account exists only once they accept, choose a password and enrol a second factor. An address
 * that already has an account is refused (a user is not turned into staff by mail).
 */
export async function inviteStaff(
  ctx: AppContext,
  auth: AdminAuth,
  actor: AuditActor,
  input: InviteStaffRequest,
): Promise<{ invite: StaffInvite }> {
  const now = ctx.clock.now();
  const email = input.email.trim().toLowerCase();
  const token = newSecretToken();
  const link = `${publicUrl(ctx)}/admin/accept-invite?token=${encodeURIComponent(token)}`;
  return ctx.knex.transaction(async (trx) => {
    if (await emailTaken(trx, email)) throw new AppError('STAFF_EMAIL_TAKEN');
    const row = await insertInvite(trx, {
      email,
      firstName: input.firstName,
      lastName: input.lastName,
      role: input.role,
      tokenHash: hashToken(token),
      invitedBy: auth.adminId,
      now,
      expiresAt: new Date(now.getTime() + inviteTtlMs),
    });
    await queueMail(
      trx,
      ctx.log,
      {
        to: email,
        template: 'staff_invite',
        subject: 'You are invited to the Tradesim back office',
        link,
        body: `${input.firstName}, you are invited to the Tradesim back office as ${input.role}.\n\nOpen this link within 72 hours to choose your password and set up two-step verification with an authenticator app (it works once):\n${link}\n\nIf you did not expect this, ignore this email.`,
      },
      now,
    );
    await recordAudit(
      trx,
      actor,
      {
        action: 'STAFF_INVITED',
        tableName: 'staff_invites',
        recordId: row.id,
        newValues: { email, role: input.role },
      },
      now,
    );
    return { invite: toStaffInvite(row) };
  });
}

/**
 * What the invitation page shows: who is invited, as what, and a new secret to enrol with. The
 * secret is not stored: accepting sends it back with a first code from it, which proves the
 * authenticator holds it.
 */
export async function readInvite(ctx: AppContext, token: string): Promise<InviteDetails> {
  const invite = await findOpenInvite(ctx.knex, hashToken(token), ctx.clock.now());
  if (!invite) throw new AppError('INVITE_INVALID');
  const { secret, otpauthUrl } = newTotpSecret(invite.email);
  return {
    email: invite.email,
    firstName: invite.first_name,
    lastName: invite.last_name,
    role: invite.role,
    expiresAt: invite.expires_at.toISOString(),
    secret,
    otpauthUrl,
    requireStaffMfa: await requireStaffMfa(ctx.knex),
  };
}

/** While the staff policy is on, an invitation is accepted only with a second factor. */
function enrolmentOf(input: AcceptInviteRequest, required: boolean): { secret: string; code: string } | null {
  if (input.secret && input.code) return { secret: input.secret, code: input.code };
  if (!required && !input.secret && !input.code) return null;
  const message = 'Enter the code from your authenticator app';
  throw validationError(
    input.secret ? { code: message } : { secret: 'Scan the QR code first', code: message },
  );
}

/**
 * Accepting an invitation creates the staff account with the invited role, enrols its second
 * factor and signs it in, in one transaction: there is never a moment where the account exists
 * without the factor the staff policy asks for.
 */
export async function acceptInvite(
  ctx: AppContext,
  input: AcceptInviteRequest,
  origin: Origin,
): Promise<Omit<AcceptInviteResponse, 'session'> & { session: OpenedAdminSession }> {
  const now = ctx.clock.now();
  const enrolment = enrolmentOf(input, await requireStaffMfa(ctx.knex));
  // The password is checked (for the invited address) before any hashing work is spent on it.
  const open = await findOpenInvite(ctx.knex, hashToken(input.token), now);
  if (!open) throw new AppError('INVITE_INVALID');
  await assertNewPassword({ password: input.password, kind: 'staff', email: open.email, field: 'password' });
  const passwordHash = await ctx.passwords.hash(input.password);
  const { adminId, session, recoveryCodes } = await ctx.knex.transaction(async (trx) => {
    const invite = await lockOpenInvite(trx, hashToken(input.token), now);
    if (!invite) throw new AppError('INVITE_INVALID');
    if (await emailTaken(trx, invite.email)) throw new AppError('STAFF_EMAIL_TAKEN');
    const id = await insertUser(trx, {
      email: invite.email,
      firstName: invite.first_name,
      lastName: invite.last_name,
      passwordHash,
      account: { userType: 'admin', staffRole: invite.role },
      now,
    });
    await markInviteAccepted(trx, invite.id, id, now);
    const actor: AuditActor = { type: 'admin', adminId: id, ...origin };
    await recordAudit(
      trx,
      actor,
      {
        action: 'INVITE_ACCEPTED',
        tableName: 'profiles',
        recordId: id,
        newValues: { role: invite.role, inviteId: invite.id },
      },
      now,
    );
    const codes = enrolment ? await enrolWithSecret(ctx, trx, { userId: id, ...enrolment }) : null;
    if (codes) {
      await recordAudit(
        trx,
        actor,
        { action: 'MFA_ENABLED', tableName: 'profiles', recordId: id, newValues: { at: 'invitation' } },
        now,
      );
    }
    const opened = await insertAdminSession(ctx, trx, { id, secondFactor: codes !== null }, origin);
    return { adminId: id, session: opened, recoveryCodes: codes?.recoveryCodes };
  });
  return { admin: await adminOf(ctx, adminId), session, ...(recoveryCodes ? { recoveryCodes } : {}) };
}
