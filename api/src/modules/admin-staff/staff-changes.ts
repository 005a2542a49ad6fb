import {
  AppError,
  type Approval,
  type StaffMember,
  type StaffRole,
  type UpdateStaffRequest,
} from '@tradesim/core';
import type { AppContext, Db } from '../../context.js';
import type { AdminAuth } from '../../http/authenticate.js';
import { type Accepted, accepted } from '../../http/route.js';
import type { ApprovalKindHandler } from '../admin-approvals/kind.js';
import { requestApproval } from '../admin-approvals/request.js';
import { type AuditActor, recordAudit } from '../audit/service.js';
import { revokeUserSessions } from '../sessions/service.js';
import { lockActiveOwnerIds, lockStaffRow, type StaffRow, writeStaffRow } from './repo.js';
import { staffContext, toStaffMember } from './view.js';

/** What a staff change leaves: the member's role and whether they are disabled. */
interface StaffState {
  role: StaffRole;
  disabled: boolean;
}

function stateOf(row: StaffRow): StaffState {
  return { role: row.staff_role, disabled: row.staff_disabled_at !== null };
}

/**
 * Locks the active owners, then the member: always in this order (the owners by id), so two
 * owners demoting each other at once take turns and the second sees the first's change.
 */
async function lockOwnersAndMember(trx: Db, id: string): Promise<{ owners: string[]; member: StaffRow }> {
  const owners = await lockActiveOwnerIds(trx);
  const member = await lockStaffRow(trx, id);
  if (!member) throw new AppError('STAFF_NOT_FOUND');
  return { owners, member };
}

/** A change that would leave no active owner is refused, whoever asks and however. */
function refuseLastOwner(owners: readonly string[], id: string, after: StaffState): void {
  const staysActiveOwner = after.role === 'owner' && !after.disabled;
  if (owners.includes(id) && !staysActiveOwner && owners.length === 1) throw new AppError('LAST_OWNER');
}

/**
 * Writes a staff change and ends the member's sessions (their open console closes at once and
 * the new role applies to their next sign-in), audited as what it is.
 */
async function applyStaffState(
  ctx: AppContext,
  trx: Db,
  change: { before: StaffRow; after: StaffState; actor: AuditActor },
): Promise<StaffMember> {
  const now = ctx.clock.now();
  const { before, after } = change;
  const disabledAt = after.disabled ? (before.staff_disabled_at ?? now) : null;
  const row = await writeStaffRow(trx, before.id, { role: after.role, disabledAt, now });
  const roleChanged = before.staff_role !== after.role;
  const reason = after.disabled && before.staff_disabled_at === null ? 'staff_disabled' : 'role_changed';
  await revokeUserSessions(trx, { userId: before.id, kind: 'admin', reason, now });
  const entries = [
    ...(roleChanged
      ? [
          {
            action: 'STAFF_ROLE_CHANGED' as const,
            old: { role: before.staff_role },
            new: { role: after.role },
          },
        ]
      : []),
    ...(after.disabled !== (before.staff_disabled_at !== null)
      ? [
          {
            action: after.disabled ? ('STAFF_DISABLED' as const) : ('STAFF_ENABLED' as const),
            old: { disabled: !after.disabled },
            new: { disabled: after.disabled },
          },
        ]
      : []),
  ];
  for (const entry of entries) {
    await recordAudit(
      trx,
      change.actor,
      {
        action: entry.action,
        tableName: 'profiles',
        recordId: before.id,
        oldValues: entry.old,
        newValues: entry.new,
      },
      now,
    );
  }
  return toStaffMember(row);
}

function describeState(state: StaffState): Record<string, string | boolean> {
  return { role: state.role, disabled: state.disabled };
}

/** A role change or a disabling waiting for a second owner. */
function staffChangeApproval(kind: 'staff_role' | 'staff_disable'): ApprovalKindHandler {
  const targetOf = (row: Parameters<ApprovalKindHandler['summarize']>[0]): StaffState => ({
    role: (row.request.role as StaffRole | undefined) ?? 'auditor',
    disabled: row.request.disabled === true,
  });
  return {
    summarize: (row) =>
      kind === 'staff_disable'
        ? `Disable ${row.user_email}`
        : `Make ${row.user_email} ${targetOf(row).role} (was ${String(row.request.fromRole)})`,
    context: async (db, row) => ({
      ...(await staffContext(db, row.user_id)),
      before: { role: String(row.request.fromRole), disabled: row.request.fromDisabled === true },
      after: describeState(targetOf(row)),
    }),
    carryOut: async (ctx, trx, { row, actor }) => {
      const after = targetOf(row);
      const { owners, member } = await lockOwnersAndMember(trx, row.user_id ?? '');
      refuseLastOwner(owners, member.id, after);
      await applyStaffState(ctx, trx, { before: member, after, actor });
    },
  };
}

export const staffRoleApproval = staffChangeApproval('staff_role');
export const staffDisableApproval = staffChangeApproval('staff_disable');

/**
 * An owner changes a member's role or disables (or re-enables) them. Changing who can act is
 * dual-controlled: a role change or a disabling is a request (202) a second owner approves;
 * re-enabling is made at once (it is the undoing of an approved disabling, and names the role
 * already approved). What approving would refuse is refused now: an unknown member, the last
 * active owner (LAST_OWNER). Nothing to change answers the member as they are.
 */
export async function updateStaff(
  ctx: AppContext,
  auth: AdminAuth,
  actor: AuditActor,
  input: { id: string; change: UpdateStaffRequest },
): Promise<StaffMember | Accepted> {
  return ctx.knex.transaction(async (trx) => {
    const { owners, member: current } = await lockOwnersAndMember(trx, input.id);
    const before = stateOf(current);
    const after: StaffState = {
      role: input.change.role ?? before.role,
      disabled: input.change.disabled ?? before.disabled,
    };
    refuseLastOwner(owners, input.id, after);
    if (after.role === before.role && after.disabled === before.disabled) return toStaffMember(current);
    if (after.role === before.role && !after.disabled) {
      return applyStaffState(ctx, trx, { before: current, after, actor });
    }
    const kind = after.disabled && !before.disabled ? 'staff_disable' : 'staff_role';
    const approval: Approval = await requestApproval(
      ctx,
      trx,
      kind === 'staff_disable' ? staffDisableApproval : staffRoleApproval,
      {
        kind,
        amount: null,
        userId: input.id,
        transactionId: null,
        request: { ...after, fromRole: before.role, fromDisabled: before.disabled },
        note: input.change.reason ?? null,
        requestedBy: auth.adminId,
        actor,
      },
    );
    return accepted({ approval });
  });
}
