/**
 * Every action the audit log records: the spec's names for the back office's changes, the same
 * style for the ones added since, and the security record (sign-ins and their failures, second
 * factors, invitations, staff changes, and every refused attempt as ACCESS_DENIED). The API
 * writes only these; the console's filter offers them.
 */
export const auditActions = [
  'ACCESS_DENIED',
  'ACTIVATE_ASSET',
  'ADD_ASSET',
  'ADD_DURATION',
  'APPROVE_REQUEST',
  'APPROVE_TRANSACTION',
  'ASSIGN_TICKET',
  'BAN_USER',
  'CHANGE_ADMIN_PASSWORD',
  'DEACTIVATE_ASSET',
  'DELETE_ASSET',
  'DELETE_DURATION',
  'GENERATE_QR_CODE',
  'INVITE_ACCEPTED',
  'MFA_DISABLED',
  'MFA_ENABLED',
  'MFA_ENROLMENT_LINK_SENT',
  'MFA_RESET',
  'RECOVERY_CODE_USED',
  'REJECT_REQUEST',
  'REJECT_TRANSACTION',
  'REMOVE_QR_CODE',
  'REPLY_TICKET',
  'REQUEST_APPROVAL',
  'REVOKE_ADMIN_SESSION',
  'RUN_JOB',
  'STAFF_DISABLED',
  'STAFF_ENABLED',
  'STAFF_INVITED',
  'STAFF_ROLE_CHANGED',
  'STAFF_SIGN_IN',
  'STAFF_SIGN_IN_FAILED',
  'STAFF_SIGN_OUT',
  'START_PRICE_FEED',
  'STOP_PRICE_FEED',
  'UNBAN_USER',
  'UPDATE_ASSET',
  'UPDATE_ASSET_PRICES',
  'UPDATE_DURATION',
  'UPDATE_NOTIFICATION_SETTINGS',
  'UPDATE_PAYMENT_SETTINGS',
  'UPDATE_SECURITY_SETTINGS',
  'UPDATE_TICKET',
  'UPDATE_TICKET_STATUS',
  'UPDATE_TRADING_SETTINGS',
  'UPDATE_USER_BALANCE',
  'UPLOAD_QR_CODE',
] as const;
export type AuditAction = (typeof auditActions)[number];

/**
 * Names older entries carry for what is now recorded under another name (an invitation, its
 * acceptance, a staff change): still offered by the console's filter, never written again.
 */
export const formerAuditActions = ['ACCEPT_STAFF_INVITE', 'INVITE_STAFF', 'UPDATE_STAFF'] as const;

/** The refusals the audit log records as ACCESS_DENIED: an attempt is visible before it succeeds. */
export const auditedRefusals = [
  'ROLE_FORBIDDEN',
  'MFA_REQUIRED_FOR_ACTION',
  'SAME_ADMIN_APPROVAL',
  'LAST_OWNER',
  'CSRF_INVALID',
] as const;
