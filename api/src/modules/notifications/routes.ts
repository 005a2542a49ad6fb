import { contract } from '@tradesim/core/contract';
import { type AnyRoute, implement } from '../../http/route.js';
import * as notifications from './service.js';

const routes = contract.notifications;

export const notificationRoutes: AnyRoute[] = [
  implement(routes.list, ({ ctx, auth }) => notifications.listNotifications(ctx, auth.userId)),
  // Before `/:id/read`, so the id parameter never sees 'read-all'.
  implement(routes.readAll, async ({ ctx, auth }) => {
    await notifications.readAllNotifications(ctx, auth.userId);
  }),
  implement(routes.read, ({ ctx, auth, params }) =>
    notifications.readNotification(ctx, auth.userId, params.id),
  ),
];
