import type { ImageMimeType } from '@tradesim/core';
import type { ApprovalKindHandler } from '../admin-approvals/kind.js';
import type { ApprovalRow } from '../admin-approvals/repo.js';
import { applyQrRemoval, applyWalletAddress, drawnQr, replaceQr } from './payment-settings.js';
import { ensurePaymentSettings } from './payment-settings-repo.js';
import { toAdminPaymentSettings } from './view.js';

/** A change of where users pay, as a request holds it until a second staff member approves. */
export type PaymentChange =
  | { change: 'wallet'; walletAddress: string }
  | { change: 'qr_upload'; fileId: string; contentType: ImageMimeType }
  | { change: 'qr_generate' }
  | { change: 'qr_remove' };

function changeOf(row: ApprovalRow): PaymentChange {
  return row.request as unknown as PaymentChange;
}

/** Where the approver sees an uploaded QR code before it is live (staff only). */
export function pendingQrUrl(approvalId: string): string {
  return `/api/admin/approvals/${approvalId}/file`;
}

function summaryOf(change: PaymentChange): string {
  switch (change.change) {
    case 'wallet':
      return `Set the deposit wallet to ${change.walletAddress}`;
    case 'qr_upload':
      return 'Replace the deposit QR code with an uploaded image';
    case 'qr_generate':
      return 'Draw the deposit QR code from the saved wallet address';
    case 'qr_remove':
      return 'Remove the deposit QR code';
  }
}

/** The deposit wallet or its QR code, changed only when a second staff member approves. */
export const paymentSettingsApproval: ApprovalKindHandler = {
  summarize: (row) => summaryOf(changeOf(row)),
  context: async (db, row) => {
    const current = toAdminPaymentSettings(
      await ensurePaymentSettings(db, { now: row.created_at, lock: false }),
    );
    const change = changeOf(row);
    const before = { walletAddress: current.walletAddress || null, qrCodeUrl: current.qrCodeUrl };
    const after = { ...before };
    if (change.change === 'wallet') after.walletAddress = change.walletAddress;
    if (change.change === 'qr_upload') after.qrCodeUrl = pendingQrUrl(row.id);
    if (change.change === 'qr_remove') after.qrCodeUrl = null;
    return { before, after };
  },
  carryOut: async (ctx, trx, { row, approverId, actor }) => {
    const change = changeOf(row);
    const by = { adminId: approverId, actor };
    if (change.change === 'wallet') {
      await applyWalletAddress(ctx, trx, { walletAddress: change.walletAddress, ...by });
    } else if (change.change === 'qr_remove') {
      await applyQrRemoval(ctx, trx, by);
    } else if (change.change === 'qr_upload') {
      const stored = { fileId: change.fileId, contentType: change.contentType };
      await replaceQr(ctx, trx, { store: async () => stored, action: 'UPLOAD_QR_CODE', by });
    } else {
      await replaceQr(ctx, trx, { store: drawnQr(ctx), action: 'GENERATE_QR_CODE', by, needsAddress: true });
    }
  },
};
