import type { ApprovalKind } from '@tradesim/core';
import { paymentSettingsApproval } from '../admin-review/payment-approval.js';
import { transactionApprovals } from '../admin-review/transaction-approval.js';
import { securitySettingsApproval } from '../admin-security/service.js';
import { thresholdApproval } from '../admin-settings/threshold-approval.js';
import { mfaResetApproval } from '../admin-staff/mfa-reset.js';
import { staffDisableApproval, staffRoleApproval } from '../admin-staff/staff-changes.js';
import { adjustmentApproval } from '../admin-users/adjust-balance.js';
import type { ApprovalKindHandler } from './kind.js';

/** Every kind of dual-controlled change, each implemented by the module that owns the change. */
export const approvalKindHandlers: Record<ApprovalKind, ApprovalKindHandler> = {
  deposit: transactionApprovals.deposit,
  adjustment: adjustmentApproval,
  withdrawal: transactionApprovals.withdrawal,
  staff_role: staffRoleApproval,
  staff_disable: staffDisableApproval,
  mfa_reset: mfaResetApproval,
  payment_settings: paymentSettingsApproval,
  security_settings: securitySettingsApproval,
  trading_settings: thresholdApproval,
};
