import { z } from 'zod';
import { staffEvents } from '../staff.js';

export const staffEventSchema = z.enum(staffEvents);

/** How one staff event reaches one staff member. */
export const staffNotificationSettingSchema = z
  .object({
    event: staffEventSchema,
    /** Counted on the console's bell. */
    bell: z.boolean(),
    /** Mailed through the mail outbox. */
    mail: z.boolean(),
  })
  .meta({ id: 'StaffNotificationSetting' });

/** Every event the role may hear of, with the staff member's choice (or the default). */
export const staffNotificationSettingsSchema = z
  .object({ items: z.array(staffNotificationSettingSchema) })
  .meta({ id: 'StaffNotificationSettings' });

/** Changes some events; the ones left out keep what they had. */
export const updateStaffNotificationSettingsRequestSchema = z
  .object({
    items: z
      .array(staffNotificationSettingSchema)
      .min(1)
      .max(staffEvents.length)
      .refine((items) => new Set(items.map((item) => item.event)).size === items.length, {
        message: 'Each event may be listed once',
      }),
  })
  .meta({ id: 'UpdateStaffNotificationSettingsRequest' });

export type StaffNotificationSetting = z.infer<typeof staffNotificationSettingSchema>;
export type StaffNotificationSettings = z.infer<typeof staffNotificationSettingsSchema>;
export type UpdateStaffNotificationSettingsRequest = z.input<
  typeof updateStaffNotificationSettingsRequestSchema
>;
