import { AppError, type Approval, type MfaResetRequest } from '@tradesim/core';
import type { AppContext } from '../../context.js';
import type { AdminAuth } from '../../http/authenticate.js';
import type { ApprovalKindHandler } from '../admin-approvals/kind.js';
import { requestApproval } from '../admin-approvals/request.js';
import { type AuditActor, recordAudit } from '../audit/service.js';
import { mailEnrolmentLink, removeFactor } from '../mfa/service.js';
import { revokeUserSessions } from '../sessions/service.js';
import { lockStaffRow } from './repo.js';
import { staffContext } from './view.js';

/**
 * A reset removes a member's second factor (a lost phone): their sessions end, and a link to
 * enrol a new one is mailed to them, since only a link can enrol anyone but the first owner.
 */
export const mfaResetApproval: ApprovalKindHandler = {
  summarize: (row) => `Reset the second factor of ${row.user_email}`,
  context: async (db, row) => ({
    ...(await staffContext(db, row.user_id)),
    before: { mfaEnabled: true },
    after: { mfaEnabled: false },
  }),
  carryOut: async (ctx, trx, { row, actor }) => {
    const member = await lockStaffRow(trx, row.user_id ?? '');
    if (!member) throw new AppError('STAFF_NOT_FOUND');
    if (!(await removeFactor(ctx, trx, member.id))) throw new AppError('MFA_NOT_ENABLED');
    const now = ctx.clock.now();
    await revokeUserSessions(trx, { userId: member.id, kind: 'admin', reason: 'mfa_reset', now });
    await recordAudit(
      trx,
      actor,
      {
        action: 'MFA_RESET',
        tableName: 'profiles',
        recordId: member.id,
        oldValues: { mfaEnabled: true },
        newValues: { mfaEnabled: false },
      },
      now,
    );
    await mailEnrolmentLink(ctx, trx, { id: member.id, email: member.email, actor, why: 'reset' });
  },
};

/**
 * An owner asks to reset a member's second factor: always a request (202) for a second owner,
 * since whoever resets a factor decides who can enrol the next one. A member without a factor
 * has nothing to reset (MFA_NOT_ENABLED, at once).
 */
export async function requestMfaReset(
  ctx: AppContext,
  auth: AdminAuth,
  actor: AuditActor,
  input: { id: string; body: MfaResetRequest },
): Promise<{ approval: Approval }> {
  return ctx.knex.transaction(async (trx) => {
    const member = await lockStaffRow(trx, input.id);
    if (!member) throw new AppError('STAFF_NOT_FOUND');
    if (!member.mfa_enabled) throw new AppError('MFA_NOT_ENABLED');
    const approval: Approval = await requestApproval(ctx, trx, mfaResetApproval, {
      kind: 'mfa_reset',
      amount: null,
      userId: member.id,
      transactionId: null,
      request: {},
      note: input.body.reason ?? null,
      requestedBy: auth.adminId,
      actor,
    });
    return { approval };
  });
}
