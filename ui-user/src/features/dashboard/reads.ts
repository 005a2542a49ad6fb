import type { AssetType, HistoryRange } from '@tradesim/core';
import type { ScreenRead } from '../../lib/screen-read.js';
import { investmentsQuery } from '../../lib/use-investments.js';
import { assetsQuery } from '../../lib/use-market.js';
import { portfolioHistoryQuery } from './api/use-portfolio-history.js';

/** The assets card's tab as the dashboard opens. */
export const firstAssetTab: AssetType = 'crypto';
/** The net worth chart's range as the dashboard opens. */
export const firstHistoryRange: HistoryRange = '1d';

/** What the dashboard reads as it opens, beyond its frame's. */
export const dashboardReads: readonly ScreenRead[] = [
  (cache, client) => cache.prefetchQuery(portfolioHistoryQuery(client, firstHistoryRange)),
  (cache, client) => cache.prefetchQuery(investmentsQuery(client, 'active')),
  (cache, client) => cache.prefetchQuery(assetsQuery(client, { type: firstAssetTab })),
];
