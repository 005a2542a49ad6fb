import { contract } from '@tradesim/core/contract';
import { implement } from '../../http/route.js';
import { requireDatabase, requireReady } from './service.js';

export const healthRoutes = [
  implement(contract.health, async ({ ctx }) => {
    await requireDatabase(ctx);
    return { status: 'ok' as const, db: 'ok' as const, version: ctx.config.version };
  }),
  implement(contract.probes.live, async ({ ctx }) => ({
    status: 'ok' as const,
    version: ctx.config.version,
  })),
  implement(contract.probes.ready, async ({ ctx }) => {
    await requireReady(ctx);
    return {
      status: 'ready' as const,
      db: 'ok' as const,
      migrations: 'ok' as const,
      version: ctx.config.version,
    };
  }),
];
