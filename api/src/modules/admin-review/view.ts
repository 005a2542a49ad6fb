import type { AdminPaymentSettings, AdminTransaction } from '@tradesim/core';
import { paymentQrPath } from '../wallet/payment-settings.js';
import { toTransaction } from '../wallet/transaction-view.js';
import type { AdminPaymentSettingsRow } from './payment-settings-repo.js';
import type { AdminTransactionRow } from './repo.js';

/** Where staff open a deposit's proof: the proof route, which admits admin tokens. */
export function proofUrl(transactionId: string): string {
  return `/api/transactions/${transactionId}/proof`;
}

/** The wire shape of the review screen (adminTransactionSchema). */
export function toAdminTransaction(row: AdminTransactionRow): AdminTransaction {
  return {
    ...toTransaction(row),
    userId: row.user_id,
    userEmail: row.user_email,
    userFirstName: row.user_first_name,
    userLastName: row.user_last_name,
    processedBy: row.processed_by,
    processedByEmail: row.processed_by_email,
    proofUrl: row.proof_file_id ? proofUrl(row.id) : null,
    pendingApprovalId: row.pending_approval_id,
    needsSecondApproval: row.needs_second_approval,
  };
}

/**
 * The settings as staff edit them. The QR URL is the public one users load, versioned by the
 * file id so a replaced QR never shows from a cache (as in the user-facing settings).
 */
export function toAdminPaymentSettings(row: AdminPaymentSettingsRow): AdminPaymentSettings {
  return {
    id: row.id,
    paymentMethod: 'usdt_trc20',
    network: 'TRC20',
    walletAddress: row.wallet_address,
    qrCodeUrl: row.qr_file_id ? `${paymentQrPath}?v=${row.qr_file_id}` : null,
    isActive: row.is_active,
    updatedAt: row.updated_at.toISOString(),
  };
}
