import type { InviteStaffRequest, MfaResetRequest, UpdateStaffRequest } from '@tradesim/core';
import type { Call } from '../../call.js';
import { routes } from '../../generated/routes.js';

const staff = routes.admin.staff;

/** Staff (owners only): who has which role, invitations, disabling. */
export function adminStaffResource(call: Call) {
  return {
    list: () => call(staff.list),
    /** The link goes to the invitee's mail; it works for 72 hours, once. */
    invite: (input: InviteStaffRequest) => call(staff.invite, { body: input }),
    /**
     * A new role, or disabled: `{approval}` for a second owner to approve (then the member is
     * signed out everywhere). Re-enabling is made at once and answers the member.
     */
    update: (id: string, input: UpdateStaffRequest) => call(staff.update, { params: { id }, body: input }),
    /** Asks to reset a member's second factor (a lost phone); a second owner approves. */
    resetMfa: (id: string, input: MfaResetRequest = {}) =>
      call(staff.resetMfa, { params: { id }, body: input }),
  };
}
