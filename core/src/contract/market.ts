import { idParamsSchema } from '../schemas/common.js';
import {
  assetListQuerySchema,
  assetListSchema,
  assetSchema,
  durationListSchema,
  historyQuerySchema,
  priceHistorySchema,
  tradingSettingsSchema,
} from '../schemas/market.js';
import { defineContract } from './define.js';

const tag = 'Market';

/** What a user may invest in, for how long, and within which limits (prices are simulated). */
export const marketContract = {
  assets: {
    list: defineContract({
      method: 'get',
      path: '/api/assets',
      summary: 'Active assets, filtered by type or a name/symbol search, sorted by change, price or name',
      tag,
      auth: 'user',
      query: assetListQuerySchema,
      response: assetListSchema,
    }),
    get: defineContract({
      method: 'get',
      path: '/api/assets/:id',
      summary: 'One asset, active or not (isActive says which)',
      tag,
      auth: 'user',
      params: idParamsSchema,
      response: assetSchema,
      errors: ['ASSET_NOT_FOUND'],
    }),
    history: defineContract({
      method: 'get',
      path: '/api/assets/:id/history',
      summary: "An asset's prices over the last days, ascending, downsampled to at most `points`",
      tag,
      auth: 'user',
      params: idParamsSchema,
      query: historyQuerySchema,
      response: priceHistorySchema,
      errors: ['ASSET_NOT_FOUND'],
    }),
  },
  durations: defineContract({
    method: 'get',
    path: '/api/durations',
    summary: 'Active investment durations, shortest first',
    tag,
    auth: 'user',
    response: durationListSchema,
  }),
  tradingSettings: defineContract({
    method: 'get',
    path: '/api/trading-settings',
    summary: 'The limits users must respect: investment, deposit and withdrawal amounts and the fee',
    tag,
    auth: 'user',
    response: tradingSettingsSchema,
  }),
};
