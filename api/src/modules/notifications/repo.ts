import type { Notification, NotificationType } from '@tradesim/core';
import type { Db } from '../../context.js';
import { arrayLiteral } from '../../db/bulk.js';
import { publish, userTopic } from '../../realtime/publish.js';

export interface NewNotification {
  userId: string;
  title: string;
  message: string;
  type: NotificationType;
  /** The row it is about (a transaction, an investment, a ticket). */
  referenceId?: string | null;
}

/**
 * Writes notifications and announces them on each owner's `me` topic, inside the caller's
 * transaction: a notification exists exactly when the change it reports was committed.
 */
export async function notifyUsers(
  db: Db,
  notifications: readonly NewNotification[],
  now: Date,
): Promise<void> {
  if (notifications.length === 0) return;
  // One statement whatever the number (a settlement batch notifies a thousand owners at once).
  const { rows } = (await db.raw(
    `INSERT INTO notifications (user_id, title, message, type, reference_id, created_at)
     SELECT user_id, title, message, type, reference_id, :now
       FROM unnest(:userIds::uuid[], :titles::text[], :messages::text[], :types::text[], :referenceIds::uuid[])
            AS n(user_id, title, message, type, reference_id)
     RETURNING id, user_id`,
    {
      now,
      userIds: arrayLiteral(notifications.map((n) => n.userId)),
      titles: arrayLiteral(notifications.map((n) => n.title)),
      messages: arrayLiteral(notifications.map((n) => n.message)),
      types: arrayLiteral(notifications.map((n) => n.type)),
      referenceIds: arrayLiteral(notifications.map((n) => n.referenceId ?? null)),
    },
  )) as { rows: { id: string; user_id: string }[] };
  await publish(
    db,
    rows.map((row) => ({
      topic: userTopic(row.user_id),
      event: 'notification',
      data: { id: row.id },
      at: now.toISOString(),
    })),
  );
}

interface NotificationRow {
  id: string;
  title: string;
  message: string;
  type: NotificationType;
  is_read: boolean;
  created_at: Date;
}

const notificationColumns = ['id', 'title', 'message', 'type', 'is_read', 'created_at'] as const;

function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    title: row.title,
    message: row.message,
    type: row.type,
    isRead: row.is_read,
    createdAt: row.created_at.toISOString(),
  };
}

/** The user's newest notifications; the id breaks ties between rows written in one statement. */
export async function listLatestNotifications(
  db: Db,
  userId: string,
  limit: number,
): Promise<Notification[]> {
  const rows: NotificationRow[] = await db('notifications')
    .where('user_id', userId)
    .orderBy([
      { column: 'created_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .limit(limit)
    .select(notificationColumns);
  return rows.map(toNotification);
}

export async function countUnreadNotifications(db: Db, userId: string): Promise<number> {
  const row = await db('notifications')
    .where({ user_id: userId, is_read: false })
    .first(db.raw('count(*)::int AS unread'));
  return row?.unread ?? 0;
}

/**
 * Marks one of the user's notifications read. `changed` is false when it already was, so the
 * caller announces only real changes; someone else's notification reads as missing.
 */
export async function markNotificationRead(
  db: Db,
  who: { userId: string; notificationId: string },
): Promise<{ notification: Notification; changed: boolean } | undefined> {
  const own = { id: who.notificationId, user_id: who.userId };
  const [updated]: NotificationRow[] = await db('notifications')
    .where({ ...own, is_read: false })
    .update({ is_read: true })
    .returning(notificationColumns);
  if (updated) return { notification: toNotification(updated), changed: true };
  const row: NotificationRow | undefined = await db('notifications').where(own).first(notificationColumns);
  return row ? { notification: toNotification(row), changed: false } : undefined;
}

/** Marks all the user's unread notifications read; returns how many changed. */
export async function markAllNotificationsRead(db: Db, userId: string): Promise<number> {
  return db('notifications').where({ user_id: userId, is_read: false }).update({ is_read: true });
}
