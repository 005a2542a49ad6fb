import type { AppContext } from '../../context.js';
import type { Refusal } from '../../http/refusals.js';
import { recordAudit } from './service.js';

/**
 * A staff member's refused request in the security record, as ACCESS_DENIED on their profile.
 * The route layer collects the refusals (http/refusals.ts) and calls this, handed in by the
 * wiring, once the request's own transaction is over.
 */
export async function recordAccessDenied(ctx: AppContext, refusal: Refusal): Promise<void> {
  await recordAudit(
    ctx.knex,
    refusal.actor,
    {
      action: 'ACCESS_DENIED',
      tableName: 'profiles',
      recordId: refusal.adminId,
      newValues: { code: refusal.code, method: refusal.method, path: refusal.path },
    },
    ctx.clock.now(),
  );
}
