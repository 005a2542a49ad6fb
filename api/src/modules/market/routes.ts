import { contract } from '@tradesim/core/contract';
import { implement } from '../../http/route.js';
import * as market from './service.js';

const routes = contract.market;

export const marketRoutes = [
  implement(routes.assets.list, ({ ctx, query }) => market.listAssets(ctx, query)),
  implement(routes.assets.get, ({ ctx, params }) => market.getAsset(ctx, params.id)),
  implement(routes.assets.history, ({ ctx, params, query }) => market.getPriceHistory(ctx, params.id, query)),
  implement(routes.durations, ({ ctx }) => market.listDurations(ctx)),
  implement(routes.tradingSettings, ({ ctx }) => market.getTradingSettings(ctx)),
];
