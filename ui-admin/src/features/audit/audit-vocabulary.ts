import { type AuditEntry, auditActions as coreAuditActions, formerAuditActions } from '@tradesim/core';
import { links, paths } from '../../config/routes.js';

/**
 * Every action the audit log holds, so the filter offers real choices: what the API writes
 * (core's `auditActions`, the security record's sign-ins, factors and refusals included) and the
 * names older entries carry (`formerAuditActions`), in one sorted list. The server accepts any
 * text, so an action not listed here (from a deep link) is still offered and filtered on.
 */
export const auditActionOptions: readonly string[] = [...coreAuditActions, ...formerAuditActions].sort();

/** The tables entries are recorded against, with what staff call them. */
export const auditTables: Record<string, string> = {
  approvals: 'Approval requests',
  assets: 'Assets',
  investment_durations: 'Investment durations',
  job_state: 'Jobs and price feed',
  payment_settings: 'Payment settings',
  profiles: 'Users and staff',
  security_settings: 'Staff policy',
  sessions: 'Admin sessions',
  staff_invites: 'Staff invitations',
  staff_notification_settings: 'Staff notifications',
  support_tickets: 'Support tickets',
  trading_settings: 'Trading settings',
  transactions: 'Transactions',
};

/**
 * Actions about a staff member's account, whose profile the Staff screen shows (customers are on
 * the Users screen; staff are not customers).
 */
const staffActions = new Set([
  'ACCEPT_STAFF_INVITE',
  'CHANGE_ADMIN_PASSWORD',
  'INVITE_ACCEPTED',
  'INVITE_STAFF',
  'MFA_DISABLED',
  'MFA_ENABLED',
  'MFA_ENROLMENT_LINK_SENT',
  'MFA_RESET',
  'RECOVERY_CODE_USED',
  'UPDATE_STAFF',
]);
const isStaffAction = (action: string) => action.startsWith('STAFF_') || staffActions.has(action);

/** Where the console shows the record an entry is about, when it has a screen for it. */
export function recordLink(entry: Pick<AuditEntry, 'tableName' | 'recordId' | 'action'>): string | null {
  const { recordId } = entry;
  switch (entry.tableName) {
    case 'profiles':
      if (isStaffAction(entry.action)) return paths.staff;
      return recordId ? links.users({ user: recordId }) : paths.users;
    case 'approvals':
      return recordId ? links.approvals({ request: recordId }) : paths.approvals;
    case 'transactions':
      return recordId ? links.transactions({ transaction: recordId }) : paths.transactions;
    case 'support_tickets':
      return recordId ? links.support({ ticket: recordId }) : paths.support;
    case 'assets':
      return recordId ? links.assets({ asset: recordId }) : paths.assets;
    case 'investment_durations':
      return paths.settingsDurations;
    case 'trading_settings':
      return paths.settingsTrading;
    case 'payment_settings':
      return paths.paymentSettings;
    default:
      return null;
  }
}
