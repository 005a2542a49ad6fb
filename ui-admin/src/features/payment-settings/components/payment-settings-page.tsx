import { adminScreenMessages } from '@tradesim/core';
import { ErrorState, LoadingState, PageHeader } from '@tradesim/ui-kit';
import { errorMessage } from '../../../lib/errors.js';
import { usePaymentSettings } from '../api/use-payment-settings.js';
import { PageBanners } from './page-banners.js';
import { PaymentInfoPanel } from './payment-info-panel.js';
import styles from './payment-settings-page.module.css';
import { QrCard } from './qr-card.js';
import { usePageNotices } from './use-page-notices.js';
import { WalletCard } from './wallet-card.js';

const subtitle = 'Set the wallet address and QR code users pay their USDT (TRC20) deposits to.';

/**
 * Payment settings (docs/product/admin-console.md#screens): a spinner, then the title and subtitle, the error and
 * success banners, the Wallet Address and QR Code cards, and the Payment Information panel.
 */
export function PaymentSettingsPage() {
  const settings = usePaymentSettings();
  const notices = usePageNotices();
  if (settings.isPending) return <LoadingState text="Loading payment settings..." />;
  const header = (
    <>
      <PageHeader title="Payment Settings" />
      <p className={styles.subtitle}>{subtitle}</p>
    </>
  );
  if (settings.isError) {
    return (
      <>
        {header}
        <ErrorState
          message={adminScreenMessages.listError(
            errorMessage(settings.error, adminScreenMessages.fetchPaymentSettingsFailed),
          )}
          onRetry={() => void settings.refetch()}
        />
      </>
    );
  }
  return (
    <>
      {header}
      <PageBanners notices={notices} />
      <div className={styles.layout}>
        <div className={styles.main}>
          <WalletCard settings={settings.data} notices={notices} />
          <QrCard settings={settings.data} notices={notices} />
        </div>
        <PaymentInfoPanel settings={settings.data} />
      </div>
    </>
  );
}
