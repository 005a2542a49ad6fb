import type { StaffList } from '@tradesim/core';
import type { AppContext } from '../../context.js';
import { listOpenInvites, listStaffRows } from './repo.js';
import { toStaffInvite, toStaffMember } from './view.js';

export { acceptInvite, inviteStaff, readInvite } from './invitations.js';
export { requestMfaReset } from './mfa-reset.js';
export { updateStaff } from './staff-changes.js';

/** Every staff member (active or disabled) and the invitations still open. */
export async function listStaff(ctx: AppContext): Promise<StaffList> {
  const [members, invites] = await Promise.all([
    listStaffRows(ctx.knex),
    listOpenInvites(ctx.knex, ctx.clock.now()),
  ]);
  return { items: members.map(toStaffMember), invites: invites.map(toStaffInvite) };
}
