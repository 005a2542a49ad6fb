import type { StaffRole } from '@tradesim/core';
import type { TradesimClient } from '@tradesim/sdk';
import type { TestServer } from './test-server.js';

/** The token of the newest invitation mailed to `email`, read from the mail outbox's link. */
export async function mailedInviteToken(t: TestServer, email: string): Promise<string> {
  const mail = await t.db
    .knex('mail_outbox')
    .where({ to_email: email, template: 'staff_invite' })
    .orderBy('created_at', 'desc')
    .first('body');
  const token = /accept-invite\?token=([^\s]+)/.exec(mail?.body ?? '')?.[1];
  if (!token) throw new Error(`no invitation mailed to ${email}`);
  return decodeURIComponent(token);
}

/** The token of the newest second-factor enrolment link mailed to `email`. */
export async function mailedEnrolmentToken(t: TestServer, email: string): Promise<string> {
  const mail = await t.db
    .knex('mail_outbox')
    .where({ to_email: email, template: 'staff_mfa_enrolment' })
    .orderBy('created_at', 'desc')
    .first('body');
  const token = /mfa-enrolment\?token=([^\s]+)/.exec(mail?.body ?? '')?.[1];
  if (!token) throw new Error(`no enrolment link mailed to ${email}`);
  return decodeURIComponent(token);
}

let invited = 0;

/** The password every member of inviteStaffMember accepts their invitation with. */
export const staffPassword = 'staff-password-1';

export interface StaffMember {
  client: TradesimClient;
  id: string;
  email: string;
}

/** A staff member of `role`, invited by `owner` and signed in by accepting the mailed link. */
export async function inviteStaffMember(
  t: TestServer,
  owner: TradesimClient,
  role: StaffRole,
): Promise<StaffMember> {
  invited += 1;
  const email = `staff${invited}.${role}@tradesim.test`;
  await owner.admin.staff.invite({ email, firstName: 'Staff', lastName: `Member ${invited}`, role });
  const client = t.client();
  const { admin } = await client.admin.auth.acceptInvite({
    token: await mailedInviteToken(t, email),
    password: staffPassword,
  });
  return { client, id: admin.id, email };
}
