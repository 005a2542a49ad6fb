import { AppError, type Notification, type NotificationList } from '@tradesim/core';
import type { AppContext } from '../../context.js';
import { publish, userTopic } from '../../realtime/publish.js';
import {
  countUnreadNotifications,
  listLatestNotifications,
  markAllNotificationsRead,
  markNotificationRead,
} from './repo.js';

/** docs/product/user-app.md#constants-and-limits: the bell shows the latest 50; the badge counts every unread one. */
export const notificationListLimit = 50;

export async function listNotifications(ctx: AppContext, userId: string): Promise<NotificationList> {
  const [items, unreadCount] = await Promise.all([
    listLatestNotifications(ctx.knex, userId, notificationListLimit),
    countUnreadNotifications(ctx.knex, userId),
  ]);
  return { items, unreadCount };
}

/** Idempotent: reading a read notification again changes and announces nothing. */
export async function readNotification(
  ctx: AppContext,
  userId: string,
  notificationId: string,
): Promise<Notification> {
  const now = ctx.clock.now();
  return ctx.knex.transaction(async (trx) => {
    const result = await markNotificationRead(trx, { userId, notificationId });
    if (!result) throw new AppError('NOTIFICATION_NOT_FOUND');
    // Other open tabs of the user lower their badge.
    if (result.changed) {
      await publish(trx, [
        {
          topic: userTopic(userId),
          event: 'notification',
          data: { id: notificationId, isRead: true },
          at: now.toISOString(),
        },
      ]);
    }
    return result.notification;
  });
}

export async function readAllNotifications(ctx: AppContext, userId: string): Promise<void> {
  const now = ctx.clock.now();
  await ctx.knex.transaction(async (trx) => {
    const updated = await markAllNotificationsRead(trx, userId);
    if (updated > 0) {
      await publish(trx, [
        { topic: userTopic(userId), event: 'notification', data: { readAll: true }, at: now.toISOString() },
      ]);
    }
  });
}
