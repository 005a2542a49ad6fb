import { contract } from '@tradesim/core/contract';
import { adminActor } from '../../http/admin-actor.js';
import { implement } from '../../http/route.js';
import { priceFeed } from './service.js';

const routes = contract.admin.priceFeed;

/** The asset price scheduler of docs/product/admin-console.md#states-and-transitions (spread into the admin catalogue's routes). */
export const priceFeedRoutes = [
  implement(routes.status, ({ ctx }) => priceFeed.readPriceFeedStatus(ctx)),
  implement(routes.start, ({ ctx, auth, req }) => priceFeed.startPriceFeed(ctx, adminActor(auth, req))),
  implement(routes.stop, ({ ctx, auth, req }) => priceFeed.stopPriceFeed(ctx, adminActor(auth, req))),
  implement(routes.updateNow, ({ ctx, auth, req }) => priceFeed.updatePricesNow(ctx, adminActor(auth, req))),
];
