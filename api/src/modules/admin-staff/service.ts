import {
  type AcceptInviteRequest,
  type AdminLoginResponse,
  AppError,
  type InviteStaffRequest,
  type StaffInvite,
  type StaffList,
  type StaffMember,
  type UpdateStaffRequest,
} from '@tradesim/core';
import type { AppContext } from '../../context.js';
import type { AdminAuth } from '../../http/authenticate.js';
import { publicUrl, queueMail } from '../../mail/outbox.js';
import { adminOf, insertAdminSession } from '../admin-auth/service.js';
import { type AuditActor, recordAudit } from '../audit/service.js';
import { assertNewPassword } from '../auth/new-password.js';
import { insertUser } from '../auth/repo.js';
import type { Origin } from '../auth/service.js';
import { hashToken, newSecretToken } from '../auth/tokens.js';
import { revokeUserSessions } from '../sessions/service.js';
import {
  emailTaken,
  insertInvite,
  listOpenInvites,
  listStaffRows,
  lockActiveOwnerIds,
  lockOpenInvite,
  lockStaffRow,
  markInviteAccepted,
  type StaffInviteRow,
  type StaffRow,
  writeStaffRow,
} from './repo.js';

/** An invitation link works for 72 hours (docs/contract.md#staff-roles-second-factor-and-four-eyes). */
export const inviteTtlMs = 72 * 60 * 60 * 1000;

function toStaffMember(row: StaffRow): StaffMember {
  return {
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    role: row.staff_role,
    disabled: row.staff_disabled_at !== null,
    mfaEnabled: row.mfa_enabled,
    lastSignInAt: row.last_login_at?.toISOString() ?? null,
    createdAt: row.created_at.toISOString(),
  };
}

function toStaffInvite(row: StaffInviteRow): StaffInvite {
  return {
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    role: row.role,
    invitedBy: row.invited_by,
    createdAt: row.created_at.toISOString(),
    expiresAt: row.expires_at.toISOString(),
  };
}

/** Every staff member (active or disabled) and the invitations still open. */
export async function listStaff(ctx: AppContext): Promise<StaffList> {
  const [members, invites] = await Promise.all([
    listStaffRows(ctx.knex),
    listOpenInvites(ctx.knex, ctx.clock.now()),
  ]);
  return { items: members.map(toStaffMember), invites: invites.map(toStaffInvite) };
}

/**
 * Invites someone by e-mail: the link (valid 72 hours, used once) goes to the mail outbox; the
 * account exists only once they accept and choose a password. An address that already has an
 * account is refused (a user is not turned into staff by mail).
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
        body: `${input.firstName}, you are invited to the Tradesim back office as ${input.role}.\n\nOpen this link within 72 hours to choose your password (it works once):\n${link}\n\nIf you did not expect this, ignore this email.`,
      },
      now,
    );
    await recordAudit(
      trx,
      actor,
      {
        action: 'INVITE_STAFF',
        tableName: 'staff_invites',
        recordId: row.id,
        newValues: { email, role: input.role },
      },
      now,
    );
    return { invite: toStaffInvite(row) };
  });
}

/** Accepting an invitation creates the staff account with the invited role and signs it in. */
export async function acceptInvite(
  ctx: AppContext,
  input: AcceptInviteRequest,
  origin: Origin,
): Promise<AdminLoginResponse> {
  const now = ctx.clock.now();
  const passwordHash = await ctx.passwords.hash(input.password);
  const { adminId, session } = await ctx.knex.transaction(async (trx) => {
    const invite = await lockOpenInvite(trx, hashToken(input.token), now);
    if (!invite) throw new AppError('INVITE_INVALID');
    await assertNewPassword({
      password: input.password,
      kind: 'staff',
      email: invite.email,
      field: 'password',
    });
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
    await recordAudit(
      trx,
      { type: 'admin', adminId: id, ...origin },
      {
        action: 'ACCEPT_STAFF_INVITE',
        tableName: 'profiles',
        recordId: id,
        newValues: { role: invite.role },
      },
      now,
    );
    return { adminId: id, session: await insertAdminSession(ctx, trx, { id, secondFactor: false }, origin) };
  });
  return { admin: await adminOf(ctx, adminId), session };
}

/**
 * An owner changes a staff member's role or disables (or re-enables) them. The last active owner
 * cannot be demoted or disabled (LAST_OWNER). Any change signs the member out everywhere, so the
 * new role applies to their next request at once and a disabled member's sessions end.
 */
export async function updateStaff(
  ctx: AppContext,
  actor: AuditActor,
  id: string,
  input: UpdateStaffRequest,
): Promise<StaffMember> {
  const now = ctx.clock.now();
  return ctx.knex.transaction(async (trx) => {
    const owners = await lockActiveOwnerIds(trx);
    const before = await lockStaffRow(trx, id);
    if (!before) throw new AppError('STAFF_NOT_FOUND');
    const role = input.role ?? before.staff_role;
    const disabledAt =
      input.disabled === undefined
        ? before.staff_disabled_at
        : input.disabled
          ? (before.staff_disabled_at ?? now)
          : null;
    const staysActiveOwner = role === 'owner' && disabledAt === null;
    if (owners.includes(id) && !staysActiveOwner && owners.length === 1) throw new AppError('LAST_OWNER');
    if (role === before.staff_role && disabledAt === before.staff_disabled_at) return toStaffMember(before);
    const after = await writeStaffRow(trx, id, { role, disabledAt, now });
    await revokeUserSessions(trx, { userId: id, kind: 'admin', reason: 'revoked', now });
    await recordAudit(
      trx,
      actor,
      {
        action: 'UPDATE_STAFF',
        tableName: 'profiles',
        recordId: id,
        oldValues: { role: before.staff_role, disabled: before.staff_disabled_at !== null },
        newValues: { role: after.staff_role, disabled: after.staff_disabled_at !== null },
      },
      now,
    );
    return toStaffMember(after);
  });
}
