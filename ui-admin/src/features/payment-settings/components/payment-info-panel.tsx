import type { AdminPaymentSettings } from '@tradesim/core';
import { Card, formatDateTime } from '@tradesim/ui-kit';
import { abbreviateAddress } from './abbreviate-address.js';
import cardStyles from './payment-card.module.css';
import styles from './payment-info-panel.module.css';

/**
 * The Payment Information panel and its notes (docs/product/admin-console.md#screens), from the saved settings (not the
 * field being edited): what users are shown right now.
 */
export function PaymentInfoPanel({ settings }: { settings: AdminPaymentSettings }) {
  return (
    <Card className={styles.panel} aria-labelledby="payment-info-title">
      <h2 id="payment-info-title" className={cardStyles.title}>
        Payment Information
      </h2>
      <dl className={styles.facts}>
        <div>
          <dt>Payment method</dt>
          <dd>USDT TRC20</dd>
        </div>
        <div>
          <dt>Wallet address</dt>
          <dd
            className={settings.walletAddress ? styles.mono : styles.missing}
            title={settings.walletAddress || undefined}
          >
            {abbreviateAddress(settings.walletAddress)}
          </dd>
        </div>
        <div>
          <dt>QR code</dt>
          <dd className={settings.qrCodeUrl ? undefined : styles.missing}>
            {settings.qrCodeUrl ? 'Uploaded' : 'Not uploaded'}
          </dd>
        </div>
        <div>
          <dt>Last updated</dt>
          <dd>{formatDateTime(settings.updatedAt)}</dd>
        </div>
      </dl>
      <h3 className={styles.notesTitle}>Notes</h3>
      <ul className={styles.notes}>
        <li>Only USDT on the TRC20 network is supported.</li>
        <li>Users must send the exact amount requested.</li>
        <li>Payment proof is required for approval.</li>
        <li>Changes take effect once a second staff member approves them.</li>
      </ul>
    </Card>
  );
}
