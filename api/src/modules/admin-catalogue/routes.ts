import { contract } from '@tradesim/core/contract';
import { adminActor } from '../../http/admin-actor.js';
import { implement } from '../../http/route.js';
import { assets, searchMarket, startBulkAdd, startImageRefresh } from './service.js';

const routes = contract.admin.assets;

export const adminCatalogueRoutes = [
  implement(routes.list, ({ ctx, query }) => assets.listAdminAssets(ctx, query)),
  implement(routes.create, ({ ctx, auth, req, body }) =>
    assets.createAsset(ctx, adminActor(auth, req), body),
  ),
  implement(routes.update, ({ ctx, auth, req, params, body }) =>
    assets.updateAsset(ctx, adminActor(auth, req), params.id, body),
  ),
  implement(routes.remove, ({ ctx, auth, req, params }) =>
    assets.deleteAsset(ctx, adminActor(auth, req), params.id),
  ),
  implement(routes.search, ({ ctx, query }) => searchMarket(ctx, query.q)),
  implement(routes.bulkAdd, ({ ctx, auth, req, body }) =>
    startBulkAdd(ctx, { adminId: auth.adminId, actor: adminActor(auth, req) }, body.preset),
  ),
  implement(routes.refreshImages, ({ ctx, auth, req }) =>
    startImageRefresh(ctx, { adminId: auth.adminId, actor: adminActor(auth, req) }),
  ),
];
