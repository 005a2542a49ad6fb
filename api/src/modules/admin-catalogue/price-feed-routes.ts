import { priceFeedStatusSchema } from '@tradesim/core';
import { adminActor } from '../../http/admin-actor.js';
import { defineRoute } from '../../http/route.js';
import { priceFeed } from './service.js';

const tag = 'Admin price feed';
const sourceErrors = ['MARKET_DATA_ERROR', 'MARKET_DATA_RATE_LIMITED', 'SERVICE_UNAVAILABLE'] as const;

/** The asset price scheduler of docs/product/admin-console.md#states-and-transitions (spread into the admin catalogue's routes). */
export const priceFeedRoutes = [
  defineRoute({
    method: 'get',
    path: '/api/admin/price-feed',
    summary: 'The price feed: running, updating, next and last update, errors',
    tag,
    auth: 'admin',
    staff: 'catalogue',
    response: priceFeedStatusSchema,
    handler: ({ ctx }) => priceFeed.readPriceFeedStatus(ctx),
  }),
  defineRoute({
    method: 'post',
    path: '/api/admin/price-feed/start',
    summary:
      'Start the price feed: an update at once (unless one ran in the last 3 minutes), then every 4 minutes',
    tag,
    auth: 'admin',
    staff: 'catalogue',
    response: priceFeedStatusSchema,
    handler: ({ ctx, auth, req }) => priceFeed.startPriceFeed(ctx, adminActor(auth, req)),
  }),
  defineRoute({
    method: 'post',
    path: '/api/admin/price-feed/stop',
    summary: 'Stop the price feed (an update already running finishes)',
    tag,
    auth: 'admin',
    staff: 'catalogue',
    response: priceFeedStatusSchema,
    handler: ({ ctx, auth, req }) => priceFeed.stopPriceFeed(ctx, adminActor(auth, req)),
  }),
  defineRoute({
    method: 'post',
    path: '/api/admin/price-feed/update-now',
    summary: 'Update every quotable asset from the market-data sources now',
    tag,
    auth: 'admin',
    staff: 'catalogue',
    response: priceFeedStatusSchema,
    errors: ['UPDATE_IN_PROGRESS', 'RATE_LIMITED', ...sourceErrors],
    handler: ({ ctx, auth, req }) => priceFeed.updatePricesNow(ctx, adminActor(auth, req)),
  }),
];
