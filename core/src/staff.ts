// Why it is built this way: docs/decisions/0009-staff-accounts-roles-and-policy.md
/**
 * Staff roles: who may do what in the back office. One table, read by the API (every admin route
 * names its area and is refused with ROLE_FORBIDDEN otherwise), by the OpenAPI document (each
 * operation lists its roles) and by the console (a staff member sees only what the role allows).
 */
export const staffRoles = ['owner', 'finance', 'support', 'catalogue', 'auditor'] as const;
export type StaffRole = (typeof staffRoles)[number];

/** What the role is for, as the Staff screen and the CLI show it. */
export const staffRoleLabels: Record<StaffRole, string> = {
  owner: 'Owner: everything, including staff and security settings',
  finance: 'Finance: balances, deposits and withdrawals, approvals, payment settings, ledger, audit log',
  support: 'Support: users (read, ban, unban) and the support center',
  catalogue: 'Catalogue: assets, price feed, durations, trading settings',
  auditor: 'Auditor: reads everything, changes nothing',
};

/**
 * The parts of the back office an admin route belongs to. `account` is the staff member's own
 * session, password and second factor; `dashboard` the overview every role starts on.
 */
export const staffAreas = [
  'account',
  'dashboard',
  'users',
  'balances',
  'bans',
  'transactions',
  'approvals',
  'payment-settings',
  'ledger',
  'audit-log',
  'support',
  'catalogue',
  'staff',
  'security',
  'test-clock',
] as const;
export type StaffArea = (typeof staffAreas)[number];

/**
 * Who may change what (docs/contract.md#staff-roles-second-factor-and-dual-control). The owner may do everything and the auditor may read
 * everything, so neither is listed; reading an area is allowed to whoever may change it, and
 * reading `users` also to those who act on users (balances, bans).
 */
const changers: Record<StaffArea, readonly StaffRole[]> = {
  account: ['finance', 'support', 'catalogue', 'auditor'],
  dashboard: [],
  users: [],
  balances: ['finance'],
  bans: ['support'],
  transactions: ['finance'],
  // Each request's kind names the area its approver must be allowed to change (four-eyes.ts):
  // finance approves money and the deposit wallet; owners everything.
  approvals: ['finance'],
  'payment-settings': ['finance'],
  ledger: ['finance'],
  'audit-log': [],
  support: ['support'],
  catalogue: ['catalogue'],
  staff: [],
  security: [],
  'test-clock': [],
};

const extraReaders: Partial<Record<StaffArea, readonly StaffRole[]>> = {
  dashboard: ['finance', 'support', 'catalogue'],
  users: ['finance', 'support'],
  'audit-log': ['finance'],
};

export type StaffAccess = 'read' | 'change';

/** An HTTP GET reads an area; every other method changes it. */
export function staffAccessFor(method: string): StaffAccess {
  return method.toLowerCase() === 'get' ? 'read' : 'change';
}

/** Whether `role` may read or change `area`. */
export function staffMay(role: StaffRole, area: StaffArea, access: StaffAccess): boolean {
  if (role === 'owner') return true;
  if (changers[area].includes(role)) return true;
  if (access === 'change') return false;
  return role === 'auditor' || (extraReaders[area] ?? []).includes(role);
}

/** The roles that may read or change `area`, in the table's order (for the OpenAPI document). */
export function staffRolesFor(area: StaffArea, access: StaffAccess): StaffRole[] {
  return staffRoles.filter((role) => staffMay(role, area, access));
}

/**
 * What happens that staff may want to hear about. Each staff member chooses, per event, whether
 * it counts on the console's bell and whether it is mailed (the Notifications settings). Only
 * those whose role may read the event's area hear of it at all.
 */
export const staffEvents = [
  'deposit_submitted',
  'withdrawal_requested',
  'ticket_opened',
  'approval_requested',
] as const;
export type StaffEvent = (typeof staffEvents)[number];

export const staffEventInfo: Record<StaffEvent, { label: string; area: StaffArea }> = {
  deposit_submitted: { label: 'A deposit is waiting for review', area: 'transactions' },
  withdrawal_requested: { label: 'A withdrawal is waiting for review', area: 'transactions' },
  ticket_opened: { label: 'A user opened a support ticket', area: 'support' },
  approval_requested: { label: 'A four-eyes approval is requested', area: 'approvals' },
};

/** Without a choice of their own, staff see every event on the bell and get no mail. */
export const defaultStaffEventDelivery = { bell: true, mail: false } as const;
