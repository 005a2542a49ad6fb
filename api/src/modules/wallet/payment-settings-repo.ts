import type { Db } from '../../context.js';

export interface PaymentSettingsRow {
  id: string;
  wallet_address: string;
  qr_file_id: string | null;
}

/** The one active USDT/TRC20 deposit wallet staff set up, if any. */
export async function findActivePaymentSettings(db: Db): Promise<PaymentSettingsRow | undefined> {
  return db('payment_settings')
    .where({ payment_method: 'usdt_trc20', is_active: true })
    .first('id', 'wallet_address', 'qr_file_id');
}
