import {
  adminAssetListQuerySchema,
  adminAssetListSchema,
  backgroundJobSchema,
  bulkAddRequestSchema,
  createAssetRequestSchema,
  marketSearchQuerySchema,
  marketSearchResultSchema,
  priceFeedStatusSchema,
  updateAssetRequestSchema,
} from '../schemas/admin-catalogue.js';
import { idParamsSchema } from '../schemas/common.js';
import { assetSchema } from '../schemas/market.js';
import { defineContract } from './define.js';

const assetsTag = 'Admin assets';
const marketErrors = [
  'MARKET_DATA_NOT_FOUND',
  'MARKET_DATA_ERROR',
  'MARKET_DATA_RATE_LIMITED',
  'UNSUPPORTED_SYMBOL',
  'NO_VALID_SYMBOLS',
] as const;

/** The asset catalogue (staff), market-data search and the long jobs that fill it. */
export const adminAssetsContract = {
  list: defineContract({
    method: 'get',
    path: '/api/admin/assets',
    summary: 'Every asset, active or not, newest first; `q` matches name or symbol',
    tag: assetsTag,
    auth: 'admin',
    staff: 'catalogue',
    query: adminAssetListQuerySchema,
    response: adminAssetListSchema,
  }),
  create: defineContract({
    method: 'post',
    path: '/api/admin/assets',
    summary: 'Add an asset; without a price, its market-data source is asked for a quote',
    tag: assetsTag,
    auth: 'admin',
    staff: 'catalogue',
    body: createAssetRequestSchema,
    status: 201,
    response: assetSchema,
    errors: ['ASSET_ALREADY_EXISTS', ...marketErrors],
    audit: ['ADD_ASSET'],
  }),
  /** The SDK's `activate` and `deactivate` call this too, with `isActive` alone. */
  update: defineContract({
    method: 'patch',
    path: '/api/admin/assets/:id',
    summary: 'Edit an asset (name, icon, active, market cap, volume); deactivated assets leave user lists',
    tag: assetsTag,
    auth: 'admin',
    staff: 'catalogue',
    params: idParamsSchema,
    body: updateAssetRequestSchema,
    response: assetSchema,
    errors: ['ASSET_NOT_FOUND'],
    // A change of isActive alone is ACTIVATE_ASSET or DEACTIVATE_ASSET (asset-changes.ts).
    audit: ['UPDATE_ASSET', 'ACTIVATE_ASSET', 'DEACTIVATE_ASSET'],
  }),
  remove: defineContract({
    method: 'delete',
    path: '/api/admin/assets/:id',
    summary: 'Delete an asset for good; refused while investments reference it (deactivate it instead)',
    tag: assetsTag,
    auth: 'admin',
    staff: 'catalogue',
    params: idParamsSchema,
    errors: ['ASSET_NOT_FOUND', 'ASSET_IN_USE'],
    audit: ['DELETE_ASSET'],
  }),
  search: defineContract({
    method: 'get',
    path: '/api/admin/market/search',
    summary:
      'Up to 10 crypto and 10 stock candidates from the market-data sources, each saying if it is listed',
    tag: assetsTag,
    auth: 'admin',
    staff: 'catalogue',
    query: marketSearchQuerySchema,
    response: marketSearchResultSchema,
    errors: [...marketErrors],
  }),
  /** The job adds each asset as the staff member who started it: one ADD_ASSET per asset added. */
  bulkAdd: defineContract({
    method: 'post',
    path: '/api/admin/assets/bulk',
    summary:
      'Start a bulk add (20 cryptos, 30 stocks or both); follow it on GET /api/admin/jobs/:id or `admin.jobs`',
    tag: assetsTag,
    auth: 'admin',
    staff: 'catalogue',
    body: bulkAddRequestSchema,
    status: 202,
    response: backgroundJobSchema,
    audit: ['ADD_ASSET'],
  }),
  /** The job edits each icon as the staff member who started it: one UPDATE_ASSET per change. */
  refreshImages: defineContract({
    method: 'post',
    path: '/api/admin/assets/images',
    summary:
      "Start refreshing every asset's icon from its market-data source: {updated, alreadyOptimal, failed}",
    tag: assetsTag,
    auth: 'admin',
    staff: 'catalogue',
    status: 202,
    response: backgroundJobSchema,
    audit: ['UPDATE_ASSET'],
  }),
};

const priceFeedTag = 'Admin price feed';
const sourceErrors = ['MARKET_DATA_ERROR', 'MARKET_DATA_RATE_LIMITED', 'SERVICE_UNAVAILABLE'] as const;

/** The asset price scheduler of docs/product/admin-console.md#states-and-transitions. */
export const adminPriceFeedContract = {
  status: defineContract({
    method: 'get',
    path: '/api/admin/price-feed',
    summary: 'The price feed: running, updating, next and last update, errors',
    tag: priceFeedTag,
    auth: 'admin',
    staff: 'catalogue',
    response: priceFeedStatusSchema,
  }),
  /** Starting runs the first update at once as this staff member (UPDATE_ASSET_PRICES). */
  start: defineContract({
    method: 'post',
    path: '/api/admin/price-feed/start',
    summary:
      'Start the price feed: an update at once (unless one ran in the last 3 minutes), then every 4 minutes',
    tag: priceFeedTag,
    auth: 'admin',
    staff: 'catalogue',
    response: priceFeedStatusSchema,
    audit: ['START_PRICE_FEED', 'UPDATE_ASSET_PRICES'],
  }),
  stop: defineContract({
    method: 'post',
    path: '/api/admin/price-feed/stop',
    summary: 'Stop the price feed (an update already running finishes)',
    tag: priceFeedTag,
    auth: 'admin',
    staff: 'catalogue',
    response: priceFeedStatusSchema,
    audit: ['STOP_PRICE_FEED'],
  }),
  updateNow: defineContract({
    method: 'post',
    path: '/api/admin/price-feed/update-now',
    summary: 'Update every quotable asset from the market-data sources now',
    tag: priceFeedTag,
    auth: 'admin',
    staff: 'catalogue',
    response: priceFeedStatusSchema,
    errors: ['UPDATE_IN_PROGRESS', 'RATE_LIMITED', ...sourceErrors],
    audit: ['UPDATE_ASSET_PRICES'],
  }),
};
