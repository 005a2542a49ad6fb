import type {
  AdminAssetListQuery,
  Asset,
  BackgroundJob,
  BulkAddPreset,
  CreateAssetRequest,
  MarketSearchResult,
  PriceFeedStatus,
  UpdateAssetRequest,
} from '@tradesim/core';
import type { Http } from '../../http.js';
import { adminPath } from './paths.js';

/** The asset catalogue, market-data search and the long jobs that fill it. */
export function adminAssetsResource(http: Http) {
  const path = (id: string) => adminPath('assets', id);
  return {
    /** Every asset, active or not; `q` matches name or symbol. */
    list: (query: AdminAssetListQuery = {}) =>
      http.request<{ items: Asset[] }>({ method: 'GET', path: '/api/admin/assets', auth: 'admin', query }),
    /** Without a price, the market-data provider is asked for one. */
    create: (input: CreateAssetRequest) =>
      http.request<Asset>({ method: 'POST', path: '/api/admin/assets', auth: 'admin', body: input }),
    update: (id: string, input: UpdateAssetRequest) =>
      http.request<Asset>({ method: 'PATCH', path: path(id), auth: 'admin', body: input }),
    activate: (id: string) =>
      http.request<Asset>({ method: 'PATCH', path: path(id), auth: 'admin', body: { isActive: true } }),
    deactivate: (id: string) =>
      http.request<Asset>({ method: 'PATCH', path: path(id), auth: 'admin', body: { isActive: false } }),
    /** Permanent; ASSET_IN_USE while investments reference it. */
    remove: (id: string) => http.request<void>({ method: 'DELETE', path: path(id), auth: 'admin' }),
    /** Up to 10 crypto and 10 stock candidates, each saying whether it is already listed. */
    search: (q: string) =>
      http.request<MarketSearchResult>({
        method: 'GET',
        path: '/api/admin/market/search',
        auth: 'admin',
        query: { q },
      }),
    /** Starts a bulk add; follow it with `jobs.get` or the `admin.jobs` topic. */
    bulkAdd: (preset: BulkAddPreset) =>
      http.request<BackgroundJob>({
        method: 'POST',
        path: '/api/admin/assets/bulk',
        auth: 'admin',
        body: { preset },
      }),
    /** Starts an image refresh job: `{updated, alreadyOptimal, failed}` when done. */
    refreshImages: () =>
      http.request<BackgroundJob>({ method: 'POST', path: '/api/admin/assets/images', auth: 'admin' }),
  };
}

/** The market-data price feed scheduler (every 4 minutes while started). */
export function adminPriceFeedResource(http: Http) {
  const action = (name: 'start' | 'stop' | 'update-now') =>
    http.request<PriceFeedStatus>({ method: 'POST', path: `/api/admin/price-feed/${name}`, auth: 'admin' });
  return {
    status: () =>
      http.request<PriceFeedStatus>({ method: 'GET', path: '/api/admin/price-feed', auth: 'admin' }),
    start: () => action('start'),
    stop: () => action('stop'),
    /** UPDATE_IN_PROGRESS while one runs; RATE_LIMITED within 3 minutes of the last. */
    updateNow: () => action('update-now'),
  };
}
