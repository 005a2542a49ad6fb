import {
  type AdminPaymentSettings,
  AppError,
  type Approval,
  checkImageUpload,
  checkTrc20Address,
  validationMessages as m,
} from '@tradesim/core';
import type { AppContext, Db } from '../../context.js';
import { adminActor } from '../../http/admin-actor.js';
import { type Accepted, accepted, type UploadedFile } from '../../http/route.js';
import { requestApproval } from '../admin-approvals/request.js';
import { type PaymentChange, paymentSettingsApproval } from './payment-approval.js';
import type { AdminRequest } from './payment-settings.js';
import { ensurePaymentSettings } from './payment-settings-repo.js';
import { toAdminPaymentSettings } from './view.js';

/**
 * Where users' money goes is dual-controlled: every change of the deposit wallet or its QR code
 * is a request (202) that a second staff member approves before users see it.
 */
async function requestPaymentChange(
  ctx: AppContext,
  trx: Db,
  request: AdminRequest & { change: PaymentChange },
): Promise<Accepted> {
  const approval: Approval = await requestApproval(ctx, trx, paymentSettingsApproval, {
    kind: 'payment_settings',
    amount: null,
    userId: null,
    transactionId: null,
    request: { ...request.change },
    note: request.reason ?? null,
    requestedBy: request.auth.adminId,
    actor: adminActor(request.auth, request.req),
  });
  return accepted({ approval });
}

/**
 * Asks to set the wallet users pay to, saved trimmed (the schema trims and requires it). Unlike
 * the console the spec describes, the address must be a real TRC20 address: a typo here would
 * send every user's money to nowhere. The address already saved changes nothing.
 */
export async function updateWalletAddress(
  ctx: AppContext,
  request: AdminRequest & { walletAddress: string },
): Promise<AdminPaymentSettings | Accepted> {
  const address = checkTrc20Address(request.walletAddress);
  if (!address.ok) {
    throw new AppError('INVALID_WALLET_ADDRESS', address.message, {
      fields: { walletAddress: address.message },
    });
  }
  const now = ctx.clock.now();
  return ctx.knex.transaction(async (trx) => {
    const current = await ensurePaymentSettings(trx, { now, lock: true });
    if (current.wallet_address === address.address) return toAdminPaymentSettings(current);
    return requestPaymentChange(ctx, trx, {
      ...request,
      change: { change: 'wallet', walletAddress: address.address },
    });
  });
}

/** Each way a QR upload can fail, with the words of docs/product/admin-console.md#validation-rules. */
function qrError(reason: 'missing' | 'type' | 'size'): AppError {
  if (reason === 'size') return new AppError('FILE_TOO_LARGE', m.qrTooLarge);
  if (reason === 'type') return new AppError('UNSUPPORTED_FILE_TYPE', m.qrNotImage);
  return new AppError('VALIDATION_FAILED', m.qrNotImage, { fields: { qr: m.qrNotImage } });
}

/**
 * Asks to upload or replace the QR image (checked by content: JPEG, PNG, GIF or WebP, at most
 * 5 MB). The image is stored now, aside, for the approver to see; approving makes it the QR
 * code (its public URL changes with the file), rejecting or expiry deletes it.
 */
export async function uploadPaymentQr(
  ctx: AppContext,
  request: AdminRequest & { file: UploadedFile | null },
): Promise<Accepted> {
  const check = checkImageUpload(request.file, 'qr');
  if (!check.ok) throw qrError(check.reason);
  const bytes = (request.file as UploadedFile).bytes;
  return ctx.knex.transaction(async (trx) => {
    const fileId = await ctx.storage.put(trx, {
      purpose: 'qr_code',
      ownerId: null,
      contentType: check.contentType,
      bytes,
    });
    return requestPaymentChange(ctx, trx, {
      ...request,
      change: { change: 'qr_upload', fileId, contentType: check.contentType },
    });
  });
}

/**
 * Asks to draw the QR code of the saved wallet address and make it the deposit QR, replacing any
 * upload: the code users scan then says exactly the address the page shows. Without a saved
 * address: 409 PAYMENT_WALLET_NOT_SET, at once.
 */
export async function generatePaymentQr(ctx: AppContext, request: AdminRequest): Promise<Accepted> {
  const now = ctx.clock.now();
  return ctx.knex.transaction(async (trx) => {
    const current = await ensurePaymentSettings(trx, { now, lock: true });
    if (!current.wallet_address) throw new AppError('PAYMENT_WALLET_NOT_SET');
    return requestPaymentChange(ctx, trx, { ...request, change: { change: 'qr_generate' } });
  });
}

/**
 * Asks to remove the QR image. Removing one that is not there changes nothing: the outcome
 * asked for already holds.
 */
export async function removePaymentQr(
  ctx: AppContext,
  request: AdminRequest,
): Promise<AdminPaymentSettings | Accepted> {
  const now = ctx.clock.now();
  return ctx.knex.transaction(async (trx) => {
    const current = await ensurePaymentSettings(trx, { now, lock: true });
    if (!current.qr_file_id) return toAdminPaymentSettings(current);
    return requestPaymentChange(ctx, trx, { ...request, change: { change: 'qr_remove' } });
  });
}
