import { type AdminPaymentSettings, AppError, type ImageMimeType } from '@tradesim/core';
import type { Request } from 'express';
import type { AppContext, Db } from '../../context.js';
import type { AdminAuth } from '../../http/authenticate.js';
import { type AuditActor, recordAudit } from '../audit/service.js';
import { walletQrPng } from './payment-qr.js';
import { ensurePaymentSettings, updatePaymentSettingsRow } from './payment-settings-repo.js';
import { toAdminPaymentSettings } from './view.js';

export interface AdminRequest {
  auth: AdminAuth;
  req: Request;
  /** Why, for the second staff member asked to approve it. */
  reason?: string | undefined;
}

const table = 'payment_settings';

/** The deposit wallet as staff see it; an empty record is created when none exists yet (docs/product/admin-console.md#error-messages). */
export async function getAdminPaymentSettings(ctx: AppContext): Promise<AdminPaymentSettings> {
  return toAdminPaymentSettings(await ensurePaymentSettings(ctx.knex, { now: ctx.clock.now(), lock: false }));
}

/** Sets the wallet address, as approved. */
export async function applyWalletAddress(
  ctx: AppContext,
  trx: Db,
  change: { walletAddress: string; adminId: string; actor: AuditActor },
): Promise<void> {
  const now = ctx.clock.now();
  const current = await ensurePaymentSettings(trx, { now, lock: true });
  const row = await updatePaymentSettingsRow(trx, current.id, {
    walletAddress: change.walletAddress,
    adminId: change.adminId,
    now,
  });
  await recordAudit(
    trx,
    change.actor,
    {
      action: 'UPDATE_PAYMENT_SETTINGS',
      tableName: table,
      recordId: row.id,
      targetLabel: row.wallet_address,
      oldValues: { walletAddress: current.wallet_address },
      newValues: { walletAddress: row.wallet_address },
    },
    now,
  );
}

/** The QR image that replaces the current one, and how the audit log names the change. */
export interface NewQr {
  /** The stored file that becomes the QR code, given the saved wallet address. */
  store(trx: Db, walletAddress: string): Promise<{ fileId: string; contentType: ImageMimeType }>;
  action: 'UPLOAD_QR_CODE' | 'GENERATE_QR_CODE';
  /** Who: an approver, or the system (the demo's QR at first start). */
  by: { adminId: string | null; actor: AuditActor };
  /** Generating encodes the saved address: refused (409) while there is none. */
  needsAddress?: boolean;
}

/** Makes a stored file the QR code and deletes the old one, audited; in the caller's transaction. */
export async function replaceQr(ctx: AppContext, trx: Db, qr: NewQr): Promise<AdminPaymentSettings> {
  const now = ctx.clock.now();
  const current = await ensurePaymentSettings(trx, { now, lock: true });
  if (qr.needsAddress && !current.wallet_address) throw new AppError('PAYMENT_WALLET_NOT_SET');
  const { fileId, contentType } = await qr.store(trx, current.wallet_address);
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
      targetLabel: row.wallet_address || null,
      oldValues: { qrFileId: current.qr_file_id },
      newValues: {
        qrFileId: fileId,
        contentType,
        ...(qr.needsAddress ? { walletAddress: current.wallet_address } : {}),
      },
    },
    now,
  );
  return toAdminPaymentSettings(row);
}

/** The QR code of the saved wallet address, drawn now (a PNG, by the `qrcode` library). */
export function drawnQr(ctx: AppContext): NewQr['store'] {
  return async (trx, walletAddress) => {
    const bytes = await walletQrPng(walletAddress);
    const fileId = await ctx.storage.put(trx, {
      purpose: 'qr_code',
      ownerId: null,
      contentType: 'image/png',
      bytes,
    });
    return { fileId, contentType: 'image/png' };
  };
}

/** The demo's QR code at first start: drawn by the system, no request to approve. */
export async function generateInitialPaymentQr(
  ctx: AppContext,
  actor: AuditActor,
): Promise<AdminPaymentSettings> {
  return ctx.knex.transaction((trx) =>
    replaceQr(ctx, trx, {
      store: drawnQr(ctx),
      action: 'GENERATE_QR_CODE',
      by: { adminId: null, actor },
      needsAddress: true,
    }),
  );
}

/** Removes the QR image, as approved. */
export async function applyQrRemoval(
  ctx: AppContext,
  trx: Db,
  by: { adminId: string; actor: AuditActor },
): Promise<void> {
  const now = ctx.clock.now();
  const current = await ensurePaymentSettings(trx, { now, lock: true });
  if (!current.qr_file_id) return;
  const row = await updatePaymentSettingsRow(trx, current.id, { qrFileId: null, adminId: by.adminId, now });
  await ctx.storage.remove(trx, current.qr_file_id);
  await recordAudit(
    trx,
    by.actor,
    {
      action: 'REMOVE_QR_CODE',
      tableName: table,
      recordId: row.id,
      targetLabel: row.wallet_address || null,
      oldValues: { qrFileId: current.qr_file_id },
      newValues: { qrFileId: null },
    },
    now,
  );
}
