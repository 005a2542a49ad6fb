import type { StaffEvent, StaffRole } from '@tradesim/core';
import { arrayLiteral } from '../db/bulk.js';
import type { Db } from '../db/handle.js';

export interface MailRow {
  to_email: string;
  template: string;
  subject: string;
  body: string;
  created_at: Date;
}

/** Queues one mail in `mail_outbox`; answers its id. */
export async function insertMail(db: Db, mail: MailRow): Promise<{ id: string }> {
  const [row] = await db('mail_outbox').insert(mail).returning('id');
  return row;
}

/**
 * Queues a staff alert for every active staff member of these roles who asked for this event by
 * mail, in one statement; answers who got one.
 */
export async function insertStaffAlertMails(
  db: Db,
  alert: { event: StaffEvent; subject: string; body: string; roles: readonly StaffRole[]; now: Date },
): Promise<{ id: string; to_email: string }[]> {
  const { rows } = (await db.raw(
    `INSERT INTO mail_outbox (to_email, template, subject, body, created_at)
     SELECT p.email, 'staff_alert', :subject, :body, :now
       FROM staff_notification_settings s JOIN profiles p ON p.id = s.admin_id
      WHERE s.event = :event AND s.mail
        AND p.user_type = 'admin' AND p.staff_disabled_at IS NULL AND p.staff_role = ANY(:roles::text[])
     RETURNING id, to_email`,
    {
      subject: alert.subject,
      body: alert.body,
      now: alert.now,
      event: alert.event,
      roles: arrayLiteral(alert.roles),
    },
  )) as { rows: { id: string; to_email: string }[] };
  return rows;
}
