import {
  acceptInviteRequestSchema,
  adminLoginResponseSchema,
  idParamsSchema,
  inviteStaffRequestSchema,
  inviteStaffResponseSchema,
  staffListSchema,
  staffMemberSchema,
  updateStaffRequestSchema,
} from '@tradesim/core';
import { adminActor } from '../../http/admin-actor.js';
import { requestOrigin } from '../../http/authenticate.js';
import { passwordRefused } from '../../http/password-refused.js';
import { defineRoute } from '../../http/route.js';
import * as staff from './service.js';

const tag = 'Admin staff';

export const adminStaffRoutes = [
  defineRoute({
    method: 'get',
    path: '/api/admin/staff',
    summary: 'Every staff member (role, disabled, second factor, last sign-in) and the open invitations',
    tag,
    auth: 'admin',
    staff: 'staff',
    response: staffListSchema,
    handler: ({ ctx }) => staff.listStaff(ctx),
  }),
  defineRoute({
    method: 'post',
    path: '/api/admin/staff',
    summary:
      'Invite a staff member by e-mail with a role; the link (valid 72 hours, used once) goes to the mail outbox. Audit INVITE_STAFF',
    tag,
    auth: 'admin',
    staff: 'staff',
    secondFactor: true,
    status: 201,
    body: inviteStaffRequestSchema,
    response: inviteStaffResponseSchema,
    errors: ['STAFF_EMAIL_TAKEN'],
    handler: ({ ctx, auth, req, body }) => staff.inviteStaff(ctx, auth, adminActor(auth, req), body),
  }),
  defineRoute({
    method: 'patch',
    path: '/api/admin/staff/:id',
    summary:
      "Change a staff member's role or disable them; they are signed out everywhere. The last active owner cannot be demoted or disabled. Audit UPDATE_STAFF",
    tag,
    auth: 'admin',
    staff: 'staff',
    secondFactor: true,
    params: idParamsSchema,
    body: updateStaffRequestSchema,
    response: staffMemberSchema,
    errors: ['STAFF_NOT_FOUND', 'LAST_OWNER'],
    handler: ({ ctx, auth, req, params, body }) =>
      staff.updateStaff(ctx, adminActor(auth, req), params.id, body),
  }),
  defineRoute({
    method: 'post',
    path: '/api/admin/auth/accept-invite',
    summary:
      'Accept a staff invitation with a new password (12 to 128 characters, not a common one): the account is created with its role and signed in',
    tag: 'Admin auth',
    auth: 'none',
    status: 201,
    body: acceptInviteRequestSchema,
    response: adminLoginResponseSchema,
    errors: ['INVITE_INVALID', passwordRefused, 'STAFF_EMAIL_TAKEN'],
    handler: ({ ctx, req, body }) => staff.acceptInvite(ctx, body, requestOrigin(req)),
  }),
];
