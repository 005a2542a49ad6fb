import type { JobDefinition } from './jobs/job.js';
import { marketUpdateJob } from './modules/admin-catalogue/market-update.js';
import { cleanUpJob } from './modules/admin-ops/clean-up.js';
import { settleMaturedJob } from './modules/investments/settle-matured.js';
import { priceTickJob } from './modules/market/price-tick-job.js';
import { portfolioHistoryJob } from './modules/me/portfolio-history.js';

/**
 * Every scheduled job of the API (docs/architecture.md#jobs), as routes.ts is every route: the
 * wiring's table. Each job is defined by the module whose rows it changes; the scheduler
 * (jobs/scheduler.ts) runs them, and admin-ops runs one now on a staff member's request.
 */
export const allJobs: readonly JobDefinition[] = [
  priceTickJob,
  settleMaturedJob,
  cleanUpJob,
  marketUpdateJob,
  portfolioHistoryJob,
];
