import { idParamsSchema, notificationListSchema, notificationSchema } from '@tradesim/core';
import { type AnyRoute, defineRoute } from '../../http/route.js';
import * as notifications from './service.js';

const tag = 'Notifications';

export const notificationRoutes: AnyRoute[] = [
  defineRoute({
    method: 'get',
    path: '/api/notifications',
    summary: 'The latest 50 notifications, newest first, and the count of all unread ones',
    tag,
    auth: 'user',
    response: notificationListSchema,
    handler: ({ ctx, auth }) => notifications.listNotifications(ctx, auth.userId),
  }),
  // Before `/:id/read`, so the id parameter never sees 'read-all'.
  defineRoute({
    method: 'post',
    path: '/api/notifications/read-all',
    summary: 'Mark all your notifications read; 204',
    tag,
    auth: 'user',
    handler: async ({ ctx, auth }) => {
      await notifications.readAllNotifications(ctx, auth.userId);
    },
  }),
  defineRoute({
    method: 'post',
    path: '/api/notifications/:id/read',
    summary: 'Mark one of your notifications read (again is fine); returns the notification',
    tag,
    auth: 'user',
    params: idParamsSchema,
    response: notificationSchema,
    errors: ['NOTIFICATION_NOT_FOUND'],
    handler: ({ ctx, auth, params }) => notifications.readNotification(ctx, auth.userId, params.id),
  }),
];
