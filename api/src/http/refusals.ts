import { auditedRefusals, isAppError } from '@tradesim/core';
import type { Request } from 'express';
import type { AppContext } from '../context.js';
import { type AdminActor, adminActor } from './admin-actor.js';
import type { AdminAuth } from './authenticate.js';

const audited = new Set<string>(auditedRefusals);

/** A staff member's request refused with a code the security record keeps. */
export interface Refusal {
  actor: AdminActor;
  adminId: string;
  code: string;
  method: string;
  path: string;
}

/**
 * Writes a refusal to the audit log as ACCESS_DENIED: the audit module's
 * (modules/audit/access-denied.ts), handed to the route layer by the wiring.
 */
export type RefusalWriter = (ctx: AppContext, refusal: Refusal) => Promise<void>;

/**
 * Collects a staff request's refusals that the security record keeps (ROLE_FORBIDDEN,
 * MFA_REQUIRED_FOR_ACTION, SAME_ADMIN_APPROVAL, LAST_OWNER...) and writes each as an
 * ACCESS_DENIED entry once the request is over: after its own transaction rolled back, so the
 * entry survives the refusal it records. A failure to write it is logged, never answered: the
 * refusal is what the caller must get.
 */
export function recordRefusals(ctx: AppContext, auth: AdminAuth, req: Request, writeRefusal: RefusalWriter) {
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
        await writeRefusal(ctx, {
          actor: adminActor(auth, req),
          adminId: auth.adminId,
          code,
          method: req.method,
          path: `${req.baseUrl}${req.path}`,
        });
      } catch (error) {
        ctx.log.error({ err: error, code }, 'could not write a refusal to the audit log');
      }
    },
  };
}
