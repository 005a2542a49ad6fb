import type { AppContext, Db } from '../../context.js';
import { publish } from '../../realtime/publish.js';
import { expireApprovals } from './repo.js';

/**
 * Pending requests older than 72 hours lapse: `expired`, carried out never. A request that set a
 * stored file aside (a new deposit QR code, `request.fileId`) gives it back. Run before any
 * request is read, made or decided, in that transaction, and by the clean-up job, so nobody
 * ever sees or approves one past its time.
 */
export async function sweepExpiredApprovals(ctx: AppContext, trx: Db): Promise<number> {
  const now = ctx.clock.now();
  const expired = await expireApprovals(trx, now);
  for (const row of expired) {
    const fileId = row.request.fileId;
    if (typeof fileId === 'string') await ctx.storage.remove(trx, fileId);
  }
  if (expired.length > 0) {
    await publish(
      trx,
      expired.map((row) => ({
        topic: 'admin.approvals' as const,
        event: 'approval' as const,
        data: { id: row.id, status: 'expired' as const },
        at: now.toISOString(),
      })),
    );
  }
  return expired.length;
}
