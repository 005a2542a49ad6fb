import { contract } from '@tradesim/core/contract';
import { implement } from '../../http/route.js';
import * as investments from './service.js';

const routes = contract.investments;

export const investmentRoutes = [
  implement(
    routes.purchase,
    ({ ctx, auth, body, answer }) => investments.purchaseInvestment(ctx, auth, body, answer),
    { recordsOwnAnswer: true, checksSessionItself: true },
  ),
  implement(routes.list, ({ ctx, auth, query }) => investments.listInvestments(ctx, auth.userId, query.view)),
  implement(routes.get, ({ ctx, auth, params }) => investments.getInvestment(ctx, auth.userId, params.id)),
  implement(routes.sell, ({ ctx, auth, params }) => investments.sellInvestment(ctx, auth.userId, params.id)),
  implement(routes.complete, ({ ctx, auth, params }) =>
    investments.completeInvestment(ctx, auth.userId, params.id),
  ),
  implement(routes.archive, ({ ctx, auth, params }) =>
    investments.archiveInvestment(ctx, auth.userId, params.id),
  ),
  implement(routes.restore, ({ ctx, auth, params }) =>
    investments.restoreInvestment(ctx, auth.userId, params.id),
  ),
];
