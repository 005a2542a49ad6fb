import { historyIntervalMs } from '@tradesim/core';
import type { JobDefinition } from '../../jobs/job.js';
import { recordPortfolioHistory } from './history.js';

/** Records every holder's net worth (the portfolio chart's points); old fine points go in clean-up. */
export const portfolioHistoryJob: JobDefinition = {
  name: 'portfolio-history',
  intervalMs: () => historyIntervalMs,
  run: (ctx) => recordPortfolioHistory(ctx),
};
