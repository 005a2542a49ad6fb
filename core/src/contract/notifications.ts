import { idParamsSchema } from '../schemas/common.js';
import { notificationListSchema, notificationSchema } from '../schemas/notifications.js';
import { defineContract } from './define.js';

const tag = 'Notifications';

/** A user's notifications (the bell). */
export const notificationsContract = {
  list: defineContract({
    method: 'get',
    path: '/api/notifications',
    summary: 'The latest 50 notifications, newest first, and the count of all unread ones',
    tag,
    auth: 'user',
    response: notificationListSchema,
  }),
  /** Order matters: before `/:id/read`, so the id parameter never sees 'read-all'. */
  readAll: defineContract({
    method: 'post',
    path: '/api/notifications/read-all',
    summary: 'Mark all your notifications read; 204',
    tag,
    auth: 'user',
  }),
  read: defineContract({
    method: 'post',
    path: '/api/notifications/:id/read',
    summary: 'Mark one of your notifications read (again is fine); returns the notification',
    tag,
    auth: 'user',
    params: idParamsSchema,
    response: notificationSchema,
    errors: ['NOTIFICATION_NOT_FOUND'],
  }),
};
