import { cleanUpJob } from './clean-up.js';
import type { JobDefinition } from './job.js';
import { marketUpdateJob } from './market-update.js';
import { portfolioHistoryJob } from './portfolio-history.js';
import { priceTickJob } from './price-tick-job.js';
import { settleMaturedJob } from './settle-matured.js';

export const allJobs: readonly JobDefinition[] = [
  priceTickJob,
  settleMaturedJob,
  cleanUpJob,
  marketUpdateJob,
  portfolioHistoryJob,
];
