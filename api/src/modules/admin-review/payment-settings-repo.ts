import type { Db } from '../../context.js';

export interface AdminPaymentSettingsRow {
  id: string;
  wallet_address: string;
  qr_file_id: string | null;
  is_active: boolean;
  updated_at: Date;
}

const columns = ['id', 'wallet_address', 'qr_file_id', 'is_active', 'updated_at'] as const;

function active(db: Db) {
  return db('payment_settings').where({ payment_method: 'usdt_trc20', is_active: true });
}

/**
 * The one active USDT/TRC20 row, created empty when there is none (docs/product/admin-console.md#calls-and-audit-actions and #error-messages: a
 * missing row triggers creation of an empty record). `ON CONFLICT DO NOTHING` against the
 * one-active-row index lets two first visits race without an error or a second row.
 */
export async function ensurePaymentSettings(
  db: Db,
  options: { now: Date; lock: boolean },
): Promise<AdminPaymentSettingsRow> {
  const read = () => {
    const query = active(db).first(columns);
    return options.lock ? query.forUpdate() : query;
  };
  const found: AdminPaymentSettingsRow | undefined = await read();
  if (found) return found;
  await db('payment_settings')
    .insert({ payment_method: 'usdt_trc20', wallet_address: '', is_active: true, updated_at: options.now })
    .onConflict()
    .ignore();
  const created: AdminPaymentSettingsRow | undefined = await read();
  if (!created) throw new Error('the active payment settings row vanished after its creation');
  return created;
}

export async function updatePaymentSettingsRow(
  db: Db,
  id: string,
  change: { walletAddress?: string; qrFileId?: string | null; adminId: string | null; now: Date },
): Promise<AdminPaymentSettingsRow> {
  const [row] = await db('payment_settings')
    .where('id', id)
    .update({
      ...(change.walletAddress !== undefined ? { wallet_address: change.walletAddress } : {}),
      ...(change.qrFileId !== undefined ? { qr_file_id: change.qrFileId } : {}),
      updated_by: change.adminId,
      updated_at: change.now,
    })
    .returning(columns);
  return row;
}
