import type { StaffArea } from '@tradesim/core';
import { Navigate } from 'react-router';
import { paths } from '../../../config/routes.js';
import { useAdminAuth } from '../../../lib/auth-context.js';
import { useStaffMay } from '../../../lib/use-staff-may.js';

/**
 * The settings categories and the area of the role table each belongs to. Security is the
 * staff member's own account (password, second factor), which every role may read. Kept apart
 * from the layout so the route table can use it without loading the settings screens.
 */
export const settingsCategories = [
  { to: paths.settingsDurations, label: 'Investment Durations', area: 'catalogue' },
  { to: paths.settingsTrading, label: 'Trading Settings', area: 'catalogue' },
  { to: paths.settingsSecurity, label: 'Security', area: 'account' },
  { to: paths.settingsNotifications, label: 'Notifications', area: 'account' },
] as const satisfies readonly { to: string; label: string; area: StaffArea }[];

/** The categories this role may read, in order. */
export function useSettingsCategories() {
  const may = useStaffMay();
  return settingsCategories.filter((category) => may(category.area));
}

/** /settings opens the first category the role may read (once the session says the role). */
export function SettingsIndex() {
  const { admin } = useAdminAuth();
  const [first] = useSettingsCategories();
  if (!admin) return null;
  return <Navigate to={first?.to ?? paths.settingsSecurity} replace />;
}
