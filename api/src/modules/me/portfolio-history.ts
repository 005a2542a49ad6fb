import { historyIntervalMs } from '@tradesim/core';
import { recordPortfolioHistory } from '../modules/me/history.js';
import type { JobDefinition } from './job.js';

/** Records every holder's net worth (the portfolio chart's points); old fine points go in clean-up. */
export const portfolioHistoryJob: JobDefinition = {
  name: 'portfolio-history',
  intervalMs: () => historyIntervalMs,
  run: (ctx) => recordPortfolioHistory(ctx),
};
