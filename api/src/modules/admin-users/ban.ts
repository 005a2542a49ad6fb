import { type AdminUserDetails, AppError } from '@tradesim/core';
import type { AppContext } from '../../context.js';
import { type AuditActor, recordAudit } from '../audit/service.js';
import { revokeUserSessions } from '../sessions/service.js';
import { clearBan, findUserRow, lockUserRow, setBan } from './repo.js';
import { detailsOf } from './view.js';

export interface BanInput {
  userId: string;
  reason: string;
  adminId: string;
  actor: AuditActor;
}

/**
 * active → banned (docs/product/admin-console.md#states-and-transitions): sets the ban fields and revokes every session of the user,
 * so their next request is refused with the ban whatever token they hold. Conditional on not
 * being banned yet, so two admins banning at once ban once.
 */
export async function banUser(ctx: AppContext, input: BanInput): Promise<AdminUserDetails> {
  const now = ctx.clock.now();
  return ctx.knex.transaction(async (trx) => {
    const row = await setBan(trx, {
      userId: input.userId,
      reason: input.reason,
      adminId: input.adminId,
      now,
    });
    if (!row) {
      if (!(await findUserRow(trx, input.userId))) throw new AppError('USER_NOT_FOUND');
      throw new AppError('USER_ALREADY_BANNED');
    }
    const revokedSessions = await revokeUserSessions(trx, { userId: input.userId, reason: 'banned', now });
    await recordAudit(
      trx,
      input.actor,
      {
        action: 'BAN_USER',
        tableName: 'profiles',
        recordId: input.userId,
        oldValues: { isBanned: false },
        newValues: {
          isBanned: true,
          bannedReason: input.reason,
          bannedAt: now.toISOString(),
          revokedSessions,
        },
      },
      now,
    );
    return detailsOf(trx, row, now);
  });
}

/** banned → active: every ban field is cleared (docs/product/admin-console.md#states-and-transitions). */
export async function unbanUser(
  ctx: AppContext,
  input: { userId: string; actor: AuditActor },
): Promise<AdminUserDetails> {
  const now = ctx.clock.now();
  return ctx.knex.transaction(async (trx) => {
    // Locked, so the ban recorded as "old values" is the one this request lifts.
    const before = await lockUserRow(trx, input.userId);
    if (!before) throw new AppError('USER_NOT_FOUND');
    const row = await clearBan(trx, input.userId, now);
    if (!row) throw new AppError('USER_NOT_BANNED');
    await recordAudit(
      trx,
      input.actor,
      {
        action: 'UNBAN_USER',
        tableName: 'profiles',
        recordId: input.userId,
        oldValues: {
          isBanned: true,
          bannedReason: before.banned_reason,
          bannedAt: before.banned_at?.toISOString() ?? null,
          bannedBy: before.banned_by,
        },
        newValues: { isBanned: false },
      },
      now,
    );
    return detailsOf(trx, row, now);
  });
}
