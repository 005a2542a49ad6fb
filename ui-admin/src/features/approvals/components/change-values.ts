import { type StaffRole, staffRoles } from '@tradesim/core';
import { formatUsd } from '@tradesim/ui-kit';
import { roleName } from '../../../lib/use-staff-may.js';

export type SettingValue = string | boolean | null | undefined;

/** What each field a request changes is called, and how its value reads. */
const fields: Record<string, { label: string; show(value: SettingValue): string }> = {
  role: {
    label: 'Role',
    show: (value) => (staffRoles.includes(value as StaffRole) ? roleName(value as StaffRole) : String(value)),
  },
  disabled: { label: 'Account', show: (value) => (value ? 'Disabled' : 'Active') },
  mfaEnabled: {
    label: 'Two-step verification',
    show: (value) => (value ? 'On' : 'Off: they enrol again through a link mailed to them'),
  },
  walletAddress: { label: 'Deposit wallet', show: (value) => (value ? String(value) : 'Not set') },
  // Drawn as images (approval-change.tsx); named here for the label.
  qrCodeUrl: { label: 'QR code', show: (value) => (value ? 'Uploaded' : 'None') },
  requireStaffMfa: {
    label: 'Two-step verification required of staff',
    show: (value) => (value ? 'On' : 'Off'),
  },
  fourEyesThreshold: {
    label: 'Four-eyes threshold',
    show: (value) => (typeof value === 'string' ? formatUsd(value) : 'Off'),
  },
};

/** "minWithdrawal" → "Min withdrawal": a field the table above does not name. */
function humanize(key: string): string {
  const words = key.replace(/([A-Z])/g, ' $1').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function fieldLabel(key: string): string {
  return fields[key]?.label ?? humanize(key);
}

/** A value as staff read it; the trading limits a threshold change carries along are amounts. */
export function showValue(key: string, value: SettingValue): string {
  const field = fields[key];
  if (field) return field.show(value);
  if (value === null || value === undefined) return 'None';
  if (typeof value === 'string' && /^\d+(\.\d+)?$/.test(value)) return formatUsd(value);
  return String(value);
}
