import type {
  AdminAssetListQuery,
  BulkAddPreset,
  CreateAssetRequest,
  UpdateAssetRequest,
} from '@tradesim/core';
import type { Call } from '../../call.js';
import { routes } from '../../generated/routes.js';

const assets = routes.admin.assets;
const priceFeed = routes.admin.priceFeed;

/** The asset catalogue, market-data search and the long jobs that fill it. */
export function adminAssetsResource(call: Call) {
  return {
    /** Every asset, active or not; `q` matches name or symbol. */
    list: (query: AdminAssetListQuery = {}) => call(assets.list, { query }),
    /** Without a price, the market-data provider is asked for one. */
    create: (input: CreateAssetRequest) => call(assets.create, { body: input }),
    update: (id: string, input: UpdateAssetRequest) => call(assets.update, { params: { id }, body: input }),
    activate: (id: string) => call(assets.update, { params: { id }, body: { isActive: true } }),
    deactivate: (id: string) => call(assets.update, { params: { id }, body: { isActive: false } }),
    /** Permanent; ASSET_IN_USE while investments reference it. */
    remove: (id: string) => call(assets.remove, { params: { id } }),
    /** Up to 10 crypto and 10 stock candidates, each saying whether it is already listed. */
    search: (q: string) => call(assets.search, { query: { q } }),
    /** Starts a bulk add; follow it with `jobs.get` or the `admin.jobs` topic. */
    bulkAdd: (preset: BulkAddPreset) => call(assets.bulkAdd, { body: { preset } }),
    /** Starts an image refresh job: `{updated, alreadyOptimal, failed}` when done. */
    refreshImages: () => call(assets.refreshImages),
  };
}

/** The market-data price feed scheduler (every 4 minutes while started). */
export function adminPriceFeedResource(call: Call) {
  return {
    status: () => call(priceFeed.status),
    start: () => call(priceFeed.start),
    stop: () => call(priceFeed.stop),
    /** UPDATE_IN_PROGRESS while one runs; RATE_LIMITED within 3 minutes of the last. */
    updateNow: () => call(priceFeed.updateNow),
  };
}
