import type {
  Asset,
  AssetListQuery,
  Duration,
  PriceHistoryQuery,
  PricePoint,
  TradingSettings,
} from '@tradesim/core';
import type { Http } from '../http.js';

export function marketResource(http: Http) {
  return {
    assets: {
      /** Active assets; `sort` defaults to the 24h change, `order` to descending. */
      list: (query: AssetListQuery = {}) =>
        http.request<{ items: Asset[] }>({ method: 'GET', path: '/api/assets', auth: 'user', query }),
      /** Active or not (`isActive` says which); ASSET_NOT_FOUND otherwise. */
      get: (id: string) =>
        http.request<Asset>({ method: 'GET', path: `/api/assets/${encodeURIComponent(id)}`, auth: 'user' }),
      /** Ascending prices of the last `days` (default 7), at most `points` (default 300). */
      history: (id: string, query: PriceHistoryQuery = {}) =>
        http.request<{ items: PricePoint[] }>({
          method: 'GET',
          path: `/api/assets/${encodeURIComponent(id)}/history`,
          auth: 'user',
          query,
        }),
    },
    /** Active investment durations, shortest first. */
    durations: () =>
      http.request<{ items: Duration[] }>({ method: 'GET', path: '/api/durations', auth: 'user' }),
    tradingSettings: () =>
      http.request<TradingSettings>({ method: 'GET', path: '/api/trading-settings', auth: 'user' }),
  };
}
