import {
  type AdminPaymentSettings,
  AppError,
  checkImageUpload,
  checkTrc20Address,
  type ImageMimeType,
  validationMessages as m,
} from '@tradesim/core';
import type { Request } from 'express';
import type { AppContext } from '../../context.js';
import { adminActor } from '../../http/admin-actor.js';
import type { AdminAuth } from '../../http/authenticate.js';
import type { UploadedFile } from '../../http/route.js';
import { type AuditActor, recordAudit } from '../audit/service.js';
import { walletQrPng } from './payment-qr.js';
import { ensurePaymentSettings, updatePaymentSettingsRow } from './payment-settings-repo.js';
import { toAdminPaymentSettings } from './view.js';

export interface AdminRequest {
  auth: AdminAuth;
  req: Request;
}

const table = 'payment_settings';

/** The deposit wallet as staff see it; an empty record is created when none exists yet (docs/product/admin-console.md#error-messages). */
export async function getAdminPaymentSettings(ctx: AppContext): Promise<AdminPaymentSettings> {
  return toAdminPaymentSettings(await ensurePaymentSettings(ctx.knex, { now: ctx.clock.now(), lock: false }));
}

/**
 * Sets the wallet users pay to, saved trimmed (the schema trims and requires it). Unlike the
 * console the spec describes, the address must be a real TRC20 address: a typo here would send
 * every user's money to nowhere.
 */
export async function updateWalletAddress(
  ctx: AppContext,
  request: AdminRequest & { walletAddress: string },
): Promise<AdminPaymentSettings> {
  const address = checkTrc20Address(request.walletAddress);
  if (!address.ok) {
    throw new AppError('INVALID_WALLET_ADDRESS', address.message, {
      fields: { walletAddress: address.message },
    });
  }
  const now = ctx.clock.now();
  return ctx.knex.transaction(async (trx) => {
    const current = await ensurePaymentSettings(trx, { now, lock: true });
    const row = await updatePaymentSettingsRow(trx, current.id, {
      walletAddress: address.address,
      adminId: request.auth.adminId,
      now,
    });
    await recordAudit(
      trx,
      adminActor(request.auth, request.req),
      {
        action: 'UPDATE_PAYMENT_SETTINGS',
        tableName: table,
        recordId: row.id,
        oldValues: { walletAddress: current.wallet_address },
        newValues: { walletAddress: row.wallet_address },
      },
      now,
    );
    return toAdminPaymentSettings(row);
  });
}

/** Each way a QR upload can fail, with the words of docs/product/admin-console.md#validation-rules. */
function qrError(reason: 'missing' | 'type' | 'size'): AppError {
  if (reason === 'size') return new AppError('FILE_TOO_LARGE', m.qrTooLarge);
  if (reason === 'type') return new AppError('UNSUPPORTED_FILE_TYPE', m.qrNotImage);
  return new AppError('VALIDATION_FAILED', m.qrNotImage, { fields: { qr: m.qrNotImage } });
}

/** The QR image that replaces the current one, and how the audit log names the change. */
interface NewQr {
  /** The image, given the saved wallet address (an upload ignores it). */
  draw(walletAddress: string): Promise<Buffer>;
  contentType: ImageMimeType;
  action: 'UPLOAD_QR_CODE' | 'GENERATE_QR_CODE';
  /** Who: an admin's request, or the system (the demo's QR at first start). */
  by: { adminId: string | null; actor: AuditActor };
  /** Generating encodes the saved address: refused (409) while there is none. */
  needsAddress?: boolean;
}

/** Stores the new QR, deletes the old file, audits; one transaction, the settings row locked. */
async function replaceQr(ctx: AppContext, qr: NewQr): Promise<AdminPaymentSettings> {
  const now = ctx.clock.now();
  return ctx.knex.transaction(async (trx) => {
    const current = await ensurePaymentSettings(trx, { now, lock: true });
    if (qr.needsAddress && !current.wallet_address) throw new AppError('PAYMENT_WALLET_NOT_SET');
    const bytes = await qr.draw(current.wallet_address);
    const fileId = await ctx.storage.put(trx, {
      purpose: 'qr_code',
      ownerId: null,
      contentType: qr.contentType,
      bytes,
    });
    const row = await updatePaymentSettingsRow(trx, current.id, {
      qrFileId: fileId,
      adminId: qr.by.adminId,
      now,
    });
    if (current.qr_file_id) await ctx.storage.remove(trx, current.qr_file_id);
    await recordAudit(
      trx,
      qr.by.actor,
      {
        action: qr.action,
        tableName: table,
        recordId: row.id,
        oldValues: { qrFileId: current.qr_file_id },
        newValues: {
          qrFileId: fileId,
          contentType: qr.contentType,
          sizeBytes: bytes.length,
          ...(qr.needsAddress ? { walletAddress: current.wallet_address } : {}),
        },
      },
      now,
    );
    return toAdminPaymentSettings(row);
  });
}

/**
 * Uploads or replaces the QR image (checked by content: JPEG, PNG, GIF or WebP, at most 5 MB).
 * The old file is deleted in the same transaction, and the public URL changes with the file.
 */
export async function uploadPaymentQr(
  ctx: AppContext,
  request: AdminRequest & { file: UploadedFile | null },
): Promise<AdminPaymentSettings> {
  const check = checkImageUpload(request.file, 'qr');
  if (!check.ok) throw qrError(check.reason);
  const bytes = (request.file as UploadedFile).bytes;
  return replaceQr(ctx, {
    draw: async () => bytes,
    contentType: check.contentType,
    action: 'UPLOAD_QR_CODE',
    by: { adminId: request.auth.adminId, actor: adminActor(request.auth, request.req) },
  });
}

/**
 * Draws the QR code of the saved wallet address (a PNG, by the `qrcode` library) and makes it
 * the deposit QR, replacing any upload: the code users scan then says exactly the address the
 * page shows. Without a saved address: 409 PAYMENT_WALLET_NOT_SET.
 */
export async function generatePaymentQr(
  ctx: AppContext,
  by: { adminId: string | null; actor: AuditActor },
): Promise<AdminPaymentSettings> {
  return replaceQr(ctx, {
    draw: walletQrPng,
    contentType: 'image/png',
    action: 'GENERATE_QR_CODE',
    by,
    needsAddress: true,
  });
}

/**
 * Removes the QR image. Removing one that is not there changes nothing and writes no audit
 * entry: the outcome the admin asked for already holds.
 */
export async function removePaymentQr(ctx: AppContext, request: AdminRequest): Promise<AdminPaymentSettings> {
  const now = ctx.clock.now();
  return ctx.knex.transaction(async (trx) => {
    const current = await ensurePaymentSettings(trx, { now, lock: true });
    if (!current.qr_file_id) return toAdminPaymentSettings(current);
    const row = await updatePaymentSettingsRow(trx, current.id, {
      qrFileId: null,
      adminId: request.auth.adminId,
      now,
    });
    await ctx.storage.remove(trx, current.qr_file_id);
    await recordAudit(
      trx,
      adminActor(request.auth, request.req),
      {
        action: 'REMOVE_QR_CODE',
        tableName: table,
        recordId: row.id,
        oldValues: { qrFileId: current.qr_file_id },
        newValues: { qrFileId: null },
      },
      now,
    );
    return toAdminPaymentSettings(row);
  });
}
