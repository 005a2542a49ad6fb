import {
  assetListQuerySchema,
  assetListSchema,
  assetSchema,
  durationListSchema,
  historyQuerySchema,
  idParamsSchema,
  priceHistorySchema,
  tradingSettingsSchema,
} from '@tradesim/core';
import { defineRoute } from '../../http/route.js';
import * as market from './service.js';

const tag = 'Market';

export const marketRoutes = [
  defineRoute({
    method: 'get',
    path: '/api/assets',
    summary: 'Active assets, filtered by type or a name/symbol search, sorted by change, price or name',
    tag,
    auth: 'user',
    query: assetListQuerySchema,
    response: assetListSchema,
    handler: ({ ctx, query }) => market.listAssets(ctx, query),
  }),
  defineRoute({
    method: 'get',
    path: '/api/assets/:id',
    summary: 'One asset, active or not (isActive says which)',
    tag,
    auth: 'user',
    params: idParamsSchema,
    response: assetSchema,
    errors: ['ASSET_NOT_FOUND'],
    handler: ({ ctx, params }) => market.getAsset(ctx, params.id),
  }),
  defineRoute({
    method: 'get',
    path: '/api/assets/:id/history',
    summary: "An asset's prices over the last days, ascending, downsampled to at most `points`",
    tag,
    auth: 'user',
    params: idParamsSchema,
    query: historyQuerySchema,
    response: priceHistorySchema,
    errors: ['ASSET_NOT_FOUND'],
    handler: ({ ctx, params, query }) => market.getPriceHistory(ctx, params.id, query),
  }),
  defineRoute({
    method: 'get',
    path: '/api/durations',
    summary: 'Active investment durations, shortest first',
    tag,
    auth: 'user',
    response: durationListSchema,
    handler: ({ ctx }) => market.listDurations(ctx),
  }),
  defineRoute({
    method: 'get',
    path: '/api/trading-settings',
    summary: 'The limits users must respect: investment, deposit and withdrawal amounts and the fee',
    tag,
    auth: 'user',
    response: tradingSettingsSchema,
    handler: ({ ctx }) => market.getTradingSettings(ctx),
  }),
];
