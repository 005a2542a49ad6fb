import type { IconName } from '@tradesim/ui-kit';
import { paths } from '../../config/routes.js';

/** The sidebar: the seven sections of the admin spec, plus the audit log (issue 6). */
export const navItems = [
  { to: paths.dashboard, label: 'Dashboard', icon: 'dashboard' },
  { to: paths.users, label: 'Users', icon: 'users' },
  { to: paths.assets, label: 'Assets', icon: 'assets' },
  { to: paths.transactions, label: 'Transactions', icon: 'transactions' },
  { to: paths.paymentSettings, label: 'Payment Settings', icon: 'wallet' },
  { to: paths.support, label: 'Support', icon: 'support' },
  { to: paths.settings, label: 'Settings', icon: 'settings' },
  { to: paths.auditLog, label: 'Audit Log', icon: 'audit' },
] as const satisfies readonly { to: string; label: string; icon: IconName }[];
