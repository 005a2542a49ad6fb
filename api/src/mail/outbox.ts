import type { Logger } from 'pino';
import type { AppContext, Db } from '../context.js';

/** Where links in mail point: PUBLIC_URL, or this server on localhost. */
export function publicUrl(ctx: Pick<AppContext, 'config'>): string {
  return (ctx.config.PUBLIC_URL ?? `http://localhost:${ctx.config.PORT}`).replace(/\/$/, '');
}

export interface OutgoingMail {
  to: string;
  template: 'password_reset' | 'staff_invite';
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
  const [row] = await db('mail_outbox')
    .insert({
      to_email: mail.to,
      template: mail.template,
      subject: mail.subject,
      body: mail.body,
      created_at: now,
    })
    .returning('id');
  log.info(
    { mailId: row.id, to: mail.to, template: mail.template, link: mail.link },
    'mail queued in the outbox',
  );
  return row.id;
}
