import {
  adminLoginRequestSchema,
  adminLoginResponseSchema,
  adminRefreshResponseSchema,
  adminSessionResponseSchema,
} from '../schemas/admin-auth.js';
import {
  acceptInviteRequestSchema,
  acceptInviteResponseSchema,
  inviteDetailsSchema,
  inviteStaffRequestSchema,
  inviteStaffResponseSchema,
  inviteTokenParamsSchema,
  mfaResetRequestSchema,
  staffListSchema,
  staffMemberSchema,
  updateStaffRequestSchema,
} from '../schemas/admin-staff.js';
import {
  approvalListQuerySchema,
  approvalListSchema,
  approvalResponseSchema,
  approveApprovalRequestSchema,
  rejectApprovalRequestSchema,
} from '../schemas/approvals.js';
import { idParamsSchema } from '../schemas/common.js';
import { changePasswordRequestSchema, sessionListSchema } from '../schemas/me.js';
import { defineContract } from './define.js';
import { passwordRefused } from './password-refused.js';

const authTag = 'Admin auth';

/**
 * The back office's sign-in and the member's own session (`client.admin.auth`): their own
 * `account` area, which every role reaches and the audit log records by its own entries.
 */
export const adminAuthContract = {
  login: defineContract({
    method: 'post',
    path: '/api/admin/auth/login',
    summary: 'Sign in to the back office (admins only); the session lasts 24 hours',
    tag: authTag,
    auth: 'none',
    body: adminLoginRequestSchema,
    response: adminLoginResponseSchema,
    errors: [
      'INVALID_CREDENTIALS',
      'MFA_REQUIRED',
      'MFA_INVALID',
      'ADMIN_REQUIRED',
      'STAFF_DISABLED',
      'ACCOUNT_BANNED',
      'RATE_LIMITED',
    ],
  }),
  refresh: defineContract({
    method: 'post',
    path: '/api/admin/auth/refresh',
    summary: 'Extend the admin session by 24 hours',
    tag: authTag,
    auth: 'admin',
    staff: 'account',
    response: adminRefreshResponseSchema,
  }),
  logout: defineContract({
    method: 'post',
    path: '/api/admin/auth/logout',
    summary: 'Sign out: the session record is deleted',
    tag: authTag,
    auth: 'admin',
    staff: 'account',
  }),
  /** Served by admin-staff (the invitation's owner), called before any session exists. */
  invite: defineContract({
    method: 'get',
    path: '/api/admin/auth/invite/:token',
    summary:
      'An open invitation (who, which role, until when) with a new authenticator secret to enrol at acceptance',
    tag: authTag,
    auth: 'none',
    params: inviteTokenParamsSchema,
    response: inviteDetailsSchema,
    errors: ['INVITE_INVALID'],
  }),
  acceptInvite: defineContract({
    method: 'post',
    path: '/api/admin/auth/accept-invite',
    summary:
      'Accept a staff invitation with a new password (12 to 128 characters, not a common one) and, while the staff policy is on, the secret and a first code from the authenticator: the account is created with its role and second factor, and signed in. Audit INVITE_ACCEPTED, MFA_ENABLED, STAFF_SIGN_IN',
    tag: authTag,
    auth: 'none',
    status: 201,
    body: acceptInviteRequestSchema,
    response: acceptInviteResponseSchema,
    errors: ['INVITE_INVALID', passwordRefused, 'STAFF_EMAIL_TAKEN', 'MFA_INVALID'],
  }),
  session: defineContract({
    method: 'get',
    path: '/api/admin/auth/session',
    summary: 'The admin behind the token',
    tag: authTag,
    auth: 'admin',
    staff: 'account',
    response: adminSessionResponseSchema,
  }),
  changePassword: defineContract({
    method: 'post',
    path: '/api/admin/auth/password',
    summary:
      "Change the admin's own password (12 to 128 characters, not a common one); every other session of the account is signed out. After 10 wrong current passwords in 15 minutes: 429",
    tag: authTag,
    auth: 'admin',
    staff: 'account',
    body: changePasswordRequestSchema,
    errors: ['CURRENT_PASSWORD_INCORRECT', passwordRefused, 'RATE_LIMITED'],
  }),
  sessions: {
    list: defineContract({
      method: 'get',
      path: '/api/admin/auth/sessions',
      summary: "The admin's live back-office sessions",
      tag: authTag,
      auth: 'admin',
      staff: 'account',
      response: sessionListSchema,
    }),
    revoke: defineContract({
      method: 'delete',
      path: '/api/admin/auth/sessions/:id',
      summary: 'End one of the admin’s own back-office sessions',
      tag: authTag,
      auth: 'admin',
      staff: 'account',
      params: idParamsSchema,
      errors: ['SESSION_NOT_FOUND'],
    }),
  },
};

const staffTag = 'Admin staff';

/** Staff (owners only): who has which role, invitations, disabling, second-factor resets. */
export const adminStaffContract = {
  list: defineContract({
    method: 'get',
    path: '/api/admin/staff',
    summary: 'Every staff member (role, disabled, second factor, last sign-in) and the open invitations',
    tag: staffTag,
    auth: 'admin',
    staff: 'staff',
    response: staffListSchema,
  }),
  invite: defineContract({
    method: 'post',
    path: '/api/admin/staff',
    summary:
      'Invite a staff member by e-mail with a role; the link (valid 72 hours, used once) goes to the mail outbox, and the member enrols a second factor as they accept. Audit STAFF_INVITED',
    tag: staffTag,
    auth: 'admin',
    staff: 'staff',
    status: 201,
    body: inviteStaffRequestSchema,
    response: inviteStaffResponseSchema,
    errors: ['STAFF_EMAIL_TAKEN'],
    audit: ['STAFF_INVITED'],
  }),
  update: defineContract({
    method: 'patch',
    path: '/api/admin/staff/:id',
    summary:
      "Change a staff member's role or disable them: a request (202) a second owner approves, after which the member is signed out everywhere; re-enabling is made at once. The last active owner cannot be demoted or disabled. Audit STAFF_ROLE_CHANGED, STAFF_DISABLED, STAFF_ENABLED",
    tag: staffTag,
    auth: 'admin',
    staff: 'staff',
    params: idParamsSchema,
    body: updateStaffRequestSchema,
    response: staffMemberSchema,
    accepted: approvalResponseSchema,
    errors: ['STAFF_NOT_FOUND', 'LAST_OWNER', 'APPROVAL_ALREADY_PENDING'],
    // The request (a role change, a disabling); a re-enabling is made at once. The role change
    // and the disabling are recorded when approved (approvals.approve).
    audit: ['REQUEST_APPROVAL', 'STAFF_ENABLED'],
  }),
  resetMfa: defineContract({
    method: 'post',
    path: '/api/admin/staff/:id/mfa-reset',
    summary:
      "Reset a member's second factor (a lost phone): a request (202) a second owner approves; then the factor is removed, the member signed out and mailed a link to enrol a new one. Audit MFA_RESET",
    tag: staffTag,
    auth: 'admin',
    staff: 'staff',
    status: 202,
    params: idParamsSchema,
    body: mfaResetRequestSchema,
    response: approvalResponseSchema,
    errors: ['STAFF_NOT_FOUND', 'MFA_NOT_ENABLED', 'APPROVAL_ALREADY_PENDING'],
    // Always a request; MFA_RESET is recorded when it is approved.
    audit: ['REQUEST_APPROVAL'],
  }),
};

const approvalsTag = 'Admin approvals';

/**
 * Dual control: large movements of money, staff changes and the settings that decide where money
 * goes and who can act wait here for a second staff member.
 */
export const adminApprovalsContract = {
  list: defineContract({
    method: 'get',
    path: '/api/admin/approvals',
    summary:
      'Dual-control requests of the kinds the role may see, newest first (200 at most), optionally by status, each with what its approver needs to decide (context)',
    tag: approvalsTag,
    auth: 'admin',
    staff: 'approvals',
    query: approvalListQuerySchema,
    response: approvalListSchema,
  }),
  file: defineContract({
    method: 'get',
    path: '/api/admin/approvals/:id/file',
    summary:
      'The image a request set aside for its approver to see before it is live (an uploaded deposit QR code)',
    tag: approvalsTag,
    auth: 'admin',
    staff: 'approvals',
    params: idParamsSchema,
    errors: ['APPROVAL_NOT_FOUND', 'FILE_NOT_FOUND'],
    produces: { contentType: 'image/*', description: 'The image (PNG, JPEG, GIF or WebP)' },
  }),
  approve: defineContract({
    method: 'post',
    path: '/api/admin/approvals/:id/approve',
    summary:
      "Carry out a pending request (by a staff member other than the one who asked, whose role may make that change): it is made in one transaction. A withdrawal's payout transaction id is given here. Audit APPROVE_REQUEST, and the change's own entry names both the approver and the requester",
    tag: approvalsTag,
    auth: 'admin',
    staff: 'approvals',
    params: idParamsSchema,
    body: approveApprovalRequestSchema,
    response: approvalResponseSchema,
    idempotent: true,
    errors: [
      'APPROVAL_NOT_FOUND',
      'APPROVAL_NOT_PENDING',
      'SAME_ADMIN_APPROVAL',
      'TRANSACTION_NOT_PENDING',
      'BALANCE_WOULD_BE_NEGATIVE',
      'USER_NOT_FOUND',
      'STAFF_NOT_FOUND',
      'LAST_OWNER',
      'MFA_NOT_ENABLED',
    ],
    // APPROVE_REQUEST, then what the approved change itself records, by its kind (the
    // approval kinds of api/src/modules/admin-approvals/registry.ts).
    audit: [
      'APPROVE_REQUEST',
      'APPROVE_TRANSACTION',
      'UPDATE_USER_BALANCE',
      'STAFF_ROLE_CHANGED',
      'STAFF_DISABLED',
      'STAFF_ENABLED',
      'MFA_RESET',
      'MFA_ENROLMENT_LINK_SENT',
      'UPDATE_PAYMENT_SETTINGS',
      'UPLOAD_QR_CODE',
      'GENERATE_QR_CODE',
      'REMOVE_QR_CODE',
      'UPDATE_SECURITY_SETTINGS',
      'UPDATE_TRADING_SETTINGS',
    ],
  }),
  reject: defineContract({
    method: 'post',
    path: '/api/admin/approvals/:id/reject',
    summary:
      'Close a pending request with a reason; nothing changes. The one who asked may withdraw their own. Audit REJECT_REQUEST',
    tag: approvalsTag,
    auth: 'admin',
    staff: 'approvals',
    params: idParamsSchema,
    body: rejectApprovalRequestSchema,
    response: approvalResponseSchema,
    idempotent: true,
    errors: ['APPROVAL_NOT_FOUND', 'APPROVAL_NOT_PENDING'],
    audit: ['REJECT_REQUEST'],
  }),
};
