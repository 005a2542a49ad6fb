import type {
  ApprovalResponse,
  InviteStaffRequest,
  MfaResetRequest,
  StaffInvite,
  StaffList,
  StaffMember,
  UpdateStaffRequest,
} from '@tradesim/core';
import type { Http } from '../../http.js';
import { adminPath } from './paths.js';

/** Staff (owners only): who has which role, invitations, disabling. */
export function adminStaffResource(http: Http) {
  return {
    list: () => http.request<StaffList>({ method: 'GET', path: '/api/admin/staff', auth: 'admin' }),
    /** The link goes to the invitee's mail; it works for 72 hours, once. */
    invite: (input: InviteStaffRequest) =>
      http.request<{ invite: StaffInvite }>({
        method: 'POST',
        path: '/api/admin/staff',
        auth: 'admin',
        body: input,
      }),
    /**
     * A new role, or disabled: `{approval}` for a second owner to approve (then the member is
     * signed out everywhere). Re-enabling is made at once and answers the member.
     */
    update: (id: string, input: UpdateStaffRequest) =>
      http.request<StaffMember | ApprovalResponse>({
        method: 'PATCH',
        path: adminPath('staff', id),
        auth: 'admin',
        body: input,
      }),
    /** Asks to reset a member's second factor (a lost phone); a second owner approves. */
    resetMfa: (id: string, input: MfaResetRequest = {}) =>
      http.request<ApprovalResponse>({
        method: 'POST',
        path: adminPath('staff', id, '/mfa-reset'),
        auth: 'admin',
        body: input,
      }),
  };
}
