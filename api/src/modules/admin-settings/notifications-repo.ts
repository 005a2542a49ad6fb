import type { StaffEvent } from '@tradesim/core';
import type { Db } from '../../context.js';

export interface StaffNotificationRow {
  event: StaffEvent;
  bell: boolean;
  mail: boolean;
}

/** The choices a staff member made; events without a row keep the default. */
export async function readStaffNotificationRows(db: Db, adminId: string): Promise<StaffNotificationRow[]> {
  return db('staff_notification_settings').where('admin_id', adminId).select('event', 'bell', 'mail');
}

export async function writeStaffNotificationRows(
  db: Db,
  adminId: string,
  rows: readonly StaffNotificationRow[],
  now: Date,
): Promise<void> {
  await db('staff_notification_settings')
    .insert(rows.map((row) => ({ admin_id: adminId, ...row, updated_at: now })))
    .onConflict(['admin_id', 'event'])
    .merge(['bell', 'mail', 'updated_at']);
}
