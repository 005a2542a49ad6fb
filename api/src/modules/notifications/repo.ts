import type { NotificationType } from '@tradesim/core';
import type { Db } from '../../context.js';
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
  const rows: { id: string; user_id: string }[] = await db('notifications')
    .insert(
      notifications.map((n) => ({
        user_id: n.userId,
        title: n.title,
        message: n.message,
        type: n.type,
        reference_id: n.referenceId ?? null,
        created_at: now,
      })),
    )
    .returning(['id', 'user_id']);
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
