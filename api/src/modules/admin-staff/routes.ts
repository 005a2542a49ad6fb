import {
  acceptInviteRequestSchema,
  acceptInviteResponseSchema,
  approvalResponseSchema,
  idParamsSchema,
  inviteDetailsSchema,
  inviteStaffRequestSchema,
  inviteStaffResponseSchema,
  inviteTokenParamsSchema,
  mfaResetRequestSchema,
  staffListSchema,
  staffMemberSchema,
  updateStaffRequestSchema,
} from '@tradesim/core';
import { adminActor } from '../../http/admin-actor.js';
import { requestOrigin } from '../../http/authenticate.js';
import { passwordRefused } from '../../http/password-refused.js';
import { defineRoute } from '../../http/route.js';
import { deliverStaffSession } from '../../http/staff-cookie.js';
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
      'Invite a staff member by e-mail with a role; the link (valid 72 hours, used once) goes to the mail outbox, and the member enrols a second factor as they accept. Audit STAFF_INVITED',
    tag,
    auth: 'admin',
    staff: 'staff',
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
      "Change a staff member's role or disable them: a request (202) a second owner approves, after which the member is signed out everywhere; re-enabling is made at once. The last active owner cannot be demoted or disabled. Audit STAFF_ROLE_CHANGED, STAFF_DISABLED, STAFF_ENABLED",
    tag,
    auth: 'admin',
    staff: 'staff',
    params: idParamsSchema,
    body: updateStaffRequestSchema,
    response: staffMemberSchema,
    accepted: approvalResponseSchema,
    errors: ['STAFF_NOT_FOUND', 'LAST_OWNER', 'APPROVAL_ALREADY_PENDING'],
    handler: ({ ctx, auth, req, params, body }) =>
      staff.updateStaff(ctx, auth, adminActor(auth, req), { id: params.id, change: body }),
  }),
  defineRoute({
    method: 'post',
    path: '/api/admin/staff/:id/mfa-reset',
    summary:
      "Reset a member's second factor (a lost phone): a request (202) a second owner approves; then the factor is removed, the member signed out and mailed a link to enrol a new one. Audit MFA_RESET",
    tag,
    auth: 'admin',
    staff: 'staff',
    status: 202,
    params: idParamsSchema,
    body: mfaResetRequestSchema,
    response: approvalResponseSchema,
    errors: ['STAFF_NOT_FOUND', 'MFA_NOT_ENABLED', 'APPROVAL_ALREADY_PENDING'],
    handler: ({ ctx, auth, req, params, body }) =>
      staff.requestMfaReset(ctx, auth, adminActor(auth, req), { id: params.id, body }),
  }),
  defineRoute({
    method: 'get',
    path: '/api/admin/auth/invite/:token',
    summary:
      'An open invitation (who, which role, until when) with a new authenticator secret to enrol at acceptance',
    tag: 'Admin auth',
    auth: 'none',
    params: inviteTokenParamsSchema,
    response: inviteDetailsSchema,
    errors: ['INVITE_INVALID'],
    handler: ({ ctx, params }) => staff.readInvite(ctx, params.token),
  }),
  defineRoute({
    method: 'post',
    path: '/api/admin/auth/accept-invite',
    summary:
      'Accept a staff invitation with a new password (12 to 128 characters, not a common one) and, while the staff policy is on, the secret and a first code from the authenticator: the account is created with its role and second factor, and signed in. Audit INVITE_ACCEPTED, MFA_ENABLED, STAFF_SIGN_IN',
    tag: 'Admin auth',
    auth: 'none',
    status: 201,
    body: acceptInviteRequestSchema,
    response: acceptInviteResponseSchema,
    errors: ['INVITE_INVALID', passwordRefused, 'STAFF_EMAIL_TAKEN', 'MFA_INVALID'],
    handler: async ({ ctx, req, res, body }) => {
      const { session, ...accepted } = await staff.acceptInvite(ctx, body, requestOrigin(req));
      const delivered = deliverStaffSession(
        { req, res, secret: ctx.jwtSecret },
        session,
        body.session ?? 'bearer',
      );
      return { ...accepted, session: delivered };
    },
  }),
];
