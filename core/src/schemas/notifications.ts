import { z } from 'zod';
import { idSchema, timestampSchema } from './common.js';

export const notificationTypeSchema = z.enum([
  'deposit',
  'withdrawal',
  'investment',
  'support',
  'account',
  'system',
]);

export const notificationSchema = z
  .object({
    id: idSchema,
    title: z.string(),
    message: z.string(),
    type: notificationTypeSchema,
    isRead: z.boolean(),
    createdAt: timestampSchema,
  })
  .meta({ id: 'Notification' });

export const notificationListSchema = z
  .object({ items: z.array(notificationSchema), unreadCount: z.number().int().nonnegative() })
  .meta({ id: 'NotificationList' });

export type NotificationType = z.infer<typeof notificationTypeSchema>;
export type Notification = z.infer<typeof notificationSchema>;
export type NotificationList = z.infer<typeof notificationListSchema>;
