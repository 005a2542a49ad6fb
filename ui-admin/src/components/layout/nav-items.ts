import type { StaffArea } from '@tradesim/core';
import type { IconName } from '@tradesim/ui-kit';
import { paths } from '../../config/routes.js';

/**
 * The sidebar: the seven sections of docs/product/admin-console.md#routes, the audit log, and the four-eyes
 * approvals and staff. Each names the area of core's role table it shows; the sidebar
 * lists only those the signed-in role may read. Settings is `account`, which every role reads:
 * it holds the staff member's own password and second factor (its platform categories are
 * filtered inside, features/settings/components/settings-layout.tsx).
 */
export const navItems = [
  { to: paths.dashboard, label: 'Dashboard', icon: 'dashboard', area: 'dashboard' },
  { to: paths.users, label: 'Users', icon: 'users', area: 'users' },
  { to: paths.assets, label: 'Assets', icon: 'assets', area: 'catalogue' },
  { to: paths.transactions, label: 'Transactions', icon: 'transactions', area: 'transactions' },
  { to: paths.approvals, label: 'Approvals', icon: 'check', area: 'approvals' },
  { to: paths.paymentSettings, label: 'Payment Settings', icon: 'wallet', area: 'payment-settings' },
  { to: paths.support, label: 'Support', icon: 'support', area: 'support' },
  { to: paths.staff, label: 'Staff', icon: 'profile', area: 'staff' },
  { to: paths.settings, label: 'Settings', icon: 'settings', area: 'account' },
  { to: paths.auditLog, label: 'Audit Log', icon: 'audit', area: 'audit-log' },
] as const satisfies readonly { to: string; label: string; icon: IconName; area: StaffArea }[];
