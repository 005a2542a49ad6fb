import { type StaffEvent, type StaffRole, staffEventInfo, staffRolesFor } from '@tradesim/core';
import type { Logger } from 'pino';
import type { Config } from '../config.js';
import type { Db } from '../db/handle.js';
import { insertMail, insertStaffAlertMails } from './outbox-repo.js';

/** Where links in mail point: PUBLIC_URL, or this server on localhost. */
export function publicUrl(ctx: { config: Pick<Config, 'PUBLIC_URL' | 'PORT'> }): string {
  return (ctx.config.PUBLIC_URL ?? `http://localhost:${ctx.config.PORT}`).replace(/\/$/, '');
}

export interface OutgoingMail {
  to: string;
  template: 'password_reset' | 'staff_invite' | 'staff_alert' | 'staff_mfa_enrolment';
  subject: string;
  body: string;
  /** The one link the mail exists for; logged, see below. */
  link?: string;
}

/**
 * Queues mail in the outbox table, in the caller's transaction. No mail transport exists yet,
 * so the log is the mailbox: the line carries the mail's link (a reset link, say) so whoever
 * runs the server can hand it on. A deployment with a transport would send from the outbox
 * and drop the link from the log, which otherwise never carries tokens.
 */
export async function queueMail(db: Db, log: Logger, mail: OutgoingMail, now: Date): Promise<string> {
  const row = await insertMail(db, {
    to_email: mail.to,
    template: mail.template,
    subject: mail.subject,
    body: mail.body,
    created_at: now,
  });
  log.info(
    { mailId: row.id, to: mail.to, template: mail.template, link: mail.link },
    'mail queued in the outbox',
  );
  return row.id;
}

export interface StaffAlert {
  event: StaffEvent;
  subject: string;
  body: string;
  /** Where in the console to act on it, below `/admin` (a path from ui-admin's route map). */
  consolePath: string;
  /** Who hears of it; by default every role that may read the event's area. */
  roles?: readonly StaffRole[];
}

/**
 * Mails a staff event to every active staff member who asked for it by mail (Settings >
 * Notifications) and whose role may read its area, in the caller's transaction: the mail
 * exists exactly when the event was committed. No one has asked by default, so this is one
 * read that finds nobody on most installations.
 */
export async function queueStaffAlert(
  ctx: { config: Pick<Config, 'PUBLIC_URL' | 'PORT'>; log: Logger },
  db: Db,
  alert: StaffAlert,
  now: Date,
): Promise<void> {
  const link = `${publicUrl(ctx)}/admin${alert.consolePath}`;
  const roles = alert.roles ?? staffRolesFor(staffEventInfo[alert.event].area, 'read');
  const rows = await insertStaffAlertMails(db, {
    event: alert.event,
    subject: alert.subject,
    body: `${alert.body}\n\n${link}`,
    roles,
    now,
  });
  for (const row of rows) {
    ctx.log.info(
      { mailId: row.id, to: row.to_email, template: 'staff_alert', event: alert.event, link },
      'mail queued in the outbox',
    );
  }
}
