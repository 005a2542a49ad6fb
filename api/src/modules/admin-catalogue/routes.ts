import {
  adminAssetListQuerySchema,
  adminAssetListSchema,
  assetSchema,
  backgroundJobSchema,
  bulkAddRequestSchema,
  createAssetRequestSchema,
  idParamsSchema,
  marketSearchQuerySchema,
  marketSearchResultSchema,
  updateAssetRequestSchema,
} from '@tradesim/core';
import { adminActor } from '../../http/admin-actor.js';
import { defineRoute } from '../../http/route.js';
import { assets, searchMarket, startBulkAdd, startImageRefresh } from './service.js';

const tag = 'Admin assets';
const marketErrors = [
  'MARKET_DATA_NOT_FOUND',
  'MARKET_DATA_ERROR',
  'MARKET_DATA_RATE_LIMITED',
  'UNSUPPORTED_SYMBOL',
  'NO_VALID_SYMBOLS',
] as const;

export const adminCatalogueRoutes = [
  defineRoute({
    method: 'get',
    path: '/api/admin/assets',
    summary: 'Every asset, active or not, newest first; `q` matches name or symbol',
    tag,
    auth: 'admin',
    staff: 'catalogue',
    query: adminAssetListQuerySchema,
    response: adminAssetListSchema,
    handler: ({ ctx, query }) => assets.listAdminAssets(ctx, query),
  }),
  defineRoute({
    method: 'post',
    path: '/api/admin/assets',
    summary: 'Add an asset; without a price, its market-data source is asked for a quote',
    tag,
    auth: 'admin',
    staff: 'catalogue',
    body: createAssetRequestSchema,
    status: 201,
    response: assetSchema,
    errors: ['ASSET_ALREADY_EXISTS', ...marketErrors],
    handler: ({ ctx, auth, req, body }) => assets.createAsset(ctx, adminActor(auth, req), body),
  }),
  defineRoute({
    method: 'patch',
    path: '/api/admin/assets/:id',
    summary: 'Edit an asset (name, icon, active, market cap, volume); deactivated assets leave user lists',
    tag,
    auth: 'admin',
    staff: 'catalogue',
    params: idParamsSchema,
    body: updateAssetRequestSchema,
    response: assetSchema,
    errors: ['ASSET_NOT_FOUND'],
    handler: ({ ctx, auth, req, params, body }) =>
      assets.updateAsset(ctx, adminActor(auth, req), params.id, body),
  }),
  defineRoute({
    method: 'delete',
    path: '/api/admin/assets/:id',
    summary: 'Delete an asset for good; refused while investments reference it (deactivate it instead)',
    tag,
    auth: 'admin',
    staff: 'catalogue',
    params: idParamsSchema,
    errors: ['ASSET_NOT_FOUND', 'ASSET_IN_USE'],
    handler: ({ ctx, auth, req, params }) => assets.deleteAsset(ctx, adminActor(auth, req), params.id),
  }),
  defineRoute({
    method: 'get',
    path: '/api/admin/market/search',
    summary:
      'Up to 10 crypto and 10 stock candidates from the market-data sources, each saying if it is listed',
    tag,
    auth: 'admin',
    staff: 'catalogue',
    query: marketSearchQuerySchema,
    response: marketSearchResultSchema,
    errors: [...marketErrors],
    handler: ({ ctx, query }) => searchMarket(ctx, query.q),
  }),
  defineRoute({
    method: 'post',
    path: '/api/admin/assets/bulk',
    summary:
      'Start a bulk add (20 cryptos, 30 stocks or both); follow it on GET /api/admin/jobs/:id or `admin.jobs`',
    tag,
    auth: 'admin',
    staff: 'catalogue',
    body: bulkAddRequestSchema,
    status: 202,
    response: backgroundJobSchema,
    handler: ({ ctx, auth, req, body }) =>
      startBulkAdd(ctx, { adminId: auth.adminId, actor: adminActor(auth, req) }, body.preset),
  }),
  defineRoute({
    method: 'post',
    path: '/api/admin/assets/images',
    summary:
      "Start refreshing every asset's icon from its market-data source: {updated, alreadyOptimal, failed}",
    tag,
    auth: 'admin',
    staff: 'catalogue',
    status: 202,
    response: backgroundJobSchema,
    handler: ({ ctx, auth, req }) =>
      startImageRefresh(ctx, { adminId: auth.adminId, actor: adminActor(auth, req) }),
  }),
];
