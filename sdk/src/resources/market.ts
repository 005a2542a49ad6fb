import type { AssetListQuery, PriceHistoryQuery } from '@tradesim/core';
import type { Call } from '../call.js';
import { routes } from '../generated/routes.js';

const market = routes.market;

export function marketResource(call: Call) {
  return {
    assets: {
      /** Active assets; `sort` defaults to the 24h change, `order` to descending. */
      list: (query: AssetListQuery = {}) => call(market.assets.list, { query }),
      /** Active or not (`isActive` says which); ASSET_NOT_FOUND otherwise. */
      get: (id: string) => call(market.assets.get, { params: { id } }),
      /** Ascending prices of the last `days` (default 7), at most `points` (default 300). */
      history: (id: string, query: PriceHistoryQuery = {}) =>
        call(market.assets.history, { params: { id }, query }),
    },
    /** Active investment durations, shortest first. */
    durations: () => call(market.durations),
    tradingSettings: () => call(market.tradingSettings),
  };
}
