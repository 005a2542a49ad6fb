import { links, paths } from '../../config/routes.js';

/**
 * What the API writes to the audit log (docs/product/admin-console.md#calls-and-audit-actions's action names, plus the ones it added for
 * new actions in the same style), so the filters offer real choices. The server accepts any
 * text, so an action not listed here (from a deep link) is still offered and filtered on.
 */
export const auditActions = [
  'ACCEPT_STAFF_INVITE',
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
  'INVITE_STAFF',
  'REJECT_REQUEST',
  'REJECT_TRANSACTION',
  'REMOVE_QR_CODE',
  'REPLY_TICKET',
  'REQUEST_APPROVAL',
  'REVOKE_ADMIN_SESSION',
  'RUN_JOB',
  'START_PRICE_FEED',
  'STOP_PRICE_FEED',
  'UNBAN_USER',
  'UPDATE_ASSET',
  'UPDATE_ASSET_PRICES',
  'UPDATE_DURATION',
  'UPDATE_NOTIFICATION_SETTINGS',
  'UPDATE_PAYMENT_SETTINGS',
  'UPDATE_SECURITY_SETTINGS',
  'UPDATE_STAFF',
  'UPDATE_TICKET',
  'UPDATE_TICKET_STATUS',
  'UPDATE_TRADING_SETTINGS',
  'UPDATE_USER_BALANCE',
  'UPLOAD_QR_CODE',
] as const;

/** The tables entries are recorded against, with what staff call them. */
export const auditTables: Record<string, string> = {
  approvals: 'Four-eyes approvals',
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

/** Where the console shows the record an entry is about, when it has a screen for it. */
export function recordLink(tableName: string, recordId: string | null): string | null {
  switch (tableName) {
    case 'profiles':
      return recordId ? links.users({ user: recordId }) : paths.users;
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
