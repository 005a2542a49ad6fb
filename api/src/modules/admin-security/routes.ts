import { contract } from '@tradesim/core/contract';
import { adminActor } from '../../http/admin-actor.js';
import { implement } from '../../http/route.js';
import * as security from './service.js';

const routes = contract.admin.securitySettings;

export const adminSecurityRoutes = [
  implement(routes.get, ({ ctx }) => security.getSecuritySettings(ctx)),
  implement(routes.update, ({ ctx, auth, req, body }) =>
    security.updateSecuritySettings(ctx, auth, adminActor(auth, req), body),
  ),
];
