import { auditedRefusals, isAppError } from '@tradesim/core';
import type { Request } from 'express';
import type { AppContext } from '../context.js';
import { recordAudit } from '../modules/audit/service.js';
import { adminActor } from './admin-actor.js';
import type { AdminAuth } from './authenticate.js';

const audited = new Set<string>(auditedRefusals);

/**
 * Collects a staff request's refusals that the security record keeps (ROLE_FORBIDDEN,
 * MFA_REQUIRED_FOR_ACTION, SAME_ADMIN_APPROVAL, LAST_OWNER...) and writes each as an
 * ACCESS_DENIED entry once the request is over: after its own transaction rolled back, so the
 * entry survives the refusal it records. A failure to write it is logged, never answered: the
 * refusal is what the caller must get.
 */
export function recordRefusals(ctx: AppContext, auth: AdminAuth, req: Request) {
  let refusal: { code: string } | null = null;
  return {
    noticed(error: unknown): void {
      if (isAppError(error) && audited.has(error.code)) refusal = { code: error.code };
    },
    async write(): Promise<void> {
      if (!refusal) return;
      const { code } = refusal;
      refusal = null;
      try {
        await recordAudit(
          ctx.knex,
          adminActor(auth, req),
          {
            action: 'ACCESS_DENIED',
            tableName: 'profiles',
            recordId: auth.adminId,
            newValues: { code, method: req.method, path: `${req.baseUrl}${req.path}` },
          },
          ctx.clock.now(),
        );
      } catch (error) {
        ctx.log.error({ err: error, code }, 'could not write a refusal to the audit log');
      }
    },
  };
}
