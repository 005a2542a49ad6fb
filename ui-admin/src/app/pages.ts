import { lazy } from 'react';

/**
 * Every screen is its own chunk (React.lazy), so the first load carries only the shell and the
 * screen it opens. `page(import, name)` picks the named export the feature folder provides.
 */
function page<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string) {
  return lazy(async () => ({ default: (await load())[name] as React.ComponentType }));
}

export const pages = {
  Login: page(() => import('../features/auth/components/login-page.js'), 'LoginPage'),
  AcceptInvite: page(() => import('../features/auth/components/accept-invite-page.js'), 'AcceptInvitePage'),
  MfaEnrolment: page(
    () => import('../features/enrolment/components/mfa-enrolment-page.js'),
    'MfaEnrolmentPage',
  ),
  Dashboard: page(() => import('../features/dashboard/components/dashboard-page.js'), 'DashboardPage'),
  Users: page(() => import('../features/users/components/users-page.js'), 'UsersPage'),
  Assets: page(() => import('../features/assets/components/assets-page.js'), 'AssetsPage'),
  Transactions: page(
    () => import('../features/transactions/components/transactions-page.js'),
    'TransactionsPage',
  ),
  Approvals: page(() => import('../features/approvals/components/approvals-page.js'), 'ApprovalsPage'),
  Staff: page(() => import('../features/staff/components/staff-page.js'), 'StaffPage'),
  PaymentSettings: page(
    () => import('../features/payment-settings/components/payment-settings-page.js'),
    'PaymentSettingsPage',
  ),
  Support: page(() => import('../features/support/components/support-page.js'), 'SupportPage'),
  Settings: page(() => import('../features/settings/components/settings-layout.js'), 'SettingsLayout'),
  Durations: page(() => import('../features/settings/components/durations-page.js'), 'DurationsPage'),
  TradingSettings: page(
    () => import('../features/settings/components/trading-settings-page.js'),
    'TradingSettingsPage',
  ),
  Security: page(() => import('../features/settings/components/security-page.js'), 'SecurityPage'),
  Notifications: page(
    () => import('../features/settings/components/notifications-page.js'),
    'NotificationsPage',
  ),
  AuditLog: page(() => import('../features/audit/components/audit-log-page.js'), 'AuditLogPage'),
  NotFound: page(() => import('../components/not-found-page.js'), 'NotFoundPage'),
};
