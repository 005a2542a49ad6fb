import { Decimal, type DecimalInput } from './decimal.js';
import { type StaffArea, type StaffRole, staffMay } from './staff.js';

/**
 * Four eyes (DESIGN "Security"): a movement whose size is at or above the threshold waits for a
 * second admin. The size of an adjustment is its absolute amount (taking $5,000 is as large as
 * giving it); a null threshold turns the control off.
 */
export function needsSecondApproval(amount: DecimalInput, threshold: DecimalInput | null): boolean {
  if (threshold === null) return false;
  return new Decimal(amount).abs().greaterThanOrEqualTo(threshold);
}

/**
 * What a second staff member can be asked to approve. Money at or above the threshold
 * (`deposit`, `adjustment`, `withdrawal`), and always: who can act (`staff_role`,
 * `staff_disable`, `mfa_reset`), where money goes (`payment_settings`) and the rules themselves
 * (`security_settings`, `trading_settings` when the threshold changes).
 */
export const approvalKinds = [
  'deposit',
  'adjustment',
  'withdrawal',
  'staff_role',
  'staff_disable',
  'mfa_reset',
  'payment_settings',
  'security_settings',
  'trading_settings',
] as const;
export type ApprovalKind = (typeof approvalKinds)[number];

export const approvalStatuses = ['pending', 'approved', 'rejected', 'expired'] as const;
export type ApprovalStatus = (typeof approvalStatuses)[number];

/** A pending request that nobody decided expires after 72 hours; it must be asked again. */
export const approvalTtlMs = 72 * 60 * 60 * 1000;

/**
 * Each kind's back-office area: whoever approves (or rejects) it must be allowed to change that
 * area, as the one who asked was; and its name as the console, the CLI and mail say it.
 */
export const approvalKindInfo: Record<ApprovalKind, { area: StaffArea; label: string }> = {
  deposit: { area: 'transactions', label: 'Deposit approval' },
  adjustment: { area: 'balances', label: 'Balance adjustment' },
  withdrawal: { area: 'transactions', label: 'Withdrawal approval' },
  staff_role: { area: 'staff', label: 'Role change' },
  staff_disable: { area: 'staff', label: 'Disabling a staff member' },
  mfa_reset: { area: 'staff', label: 'Second-factor reset' },
  payment_settings: { area: 'payment-settings', label: 'Deposit wallet change' },
  security_settings: { area: 'security', label: 'Staff policy change' },
  // Only owners move the threshold: catalogue staff, who edit the other limits, must not be able
  // to switch off the control that stands over finance.
  trading_settings: { area: 'security', label: 'Four-eyes threshold change' },
};

/** The kinds that move a user's money, and so carry an amount. */
export function isMoneyApproval(kind: ApprovalKind): kind is 'deposit' | 'adjustment' | 'withdrawal' {
  return kind === 'deposit' || kind === 'adjustment' || kind === 'withdrawal';
}

/** The kinds of request a role sees: those whose area it may read. */
export function approvalKindsVisibleTo(role: StaffRole): ApprovalKind[] {
  return approvalKinds.filter((kind) => staffMay(role, approvalKindInfo[kind].area, 'read'));
}

/** Whether a role may approve or reject a kind of request: it may change that kind's area. */
export function mayDecideApproval(role: StaffRole, kind: ApprovalKind): boolean {
  return staffMay(role, approvalKindInfo[kind].area, 'change');
}
