import { adminScreenMessages } from '@tradesim/core';
import { PageHeader, QueryState } from '@tradesim/ui-kit';
import { PendingRequestNote } from '../../../components/awaiting-approval.js';
import { useAdminAuth } from '../../../lib/auth-context.js';
import { errorMessage } from '../../../lib/errors.js';
import { usePendingRequest } from '../../../lib/use-approval-list.js';
import { useStaffMay } from '../../../lib/use-staff-may.js';
import { usePaymentSettings } from '../api/use-payment-settings.js';
import { PageBanners } from './page-banners.js';
import { PaymentInfoPanel } from './payment-info-panel.js';
import styles from './payment-settings-page.module.css';
import { QrCard } from './qr-card.js';
import { usePageNotices } from './use-page-notices.js';
import { WalletCard } from './wallet-card.js';

const subtitle = 'Set the wallet address and QR code users pay their USDT (TRC20) deposits to.';
export const readOnlyText = 'Your role can read the payment settings but not change them.';

/**
 * Payment settings (docs/product/admin-console.md#payment-settings): a spinner, then the title and
 * subtitle, the banners, the change waiting for a second approval (one at a time: the cards
 * hold back meanwhile), the Wallet Address and QR Code cards, and the Payment Information panel.
 * A role that may not change them (an auditor) reads them without a button to press.
 */
export function PaymentSettingsPage() {
  const settings = usePaymentSettings();
  const notices = usePageNotices();
  const canChange = useStaffMay()('payment-settings', 'change');
  const { admin } = useAdminAuth();
  const pending = usePendingRequest((approval) => approval.kind === 'payment_settings');
  const waiting = pending !== undefined;
  return (
    <>
      {/* The spinner stands alone; the title comes with the settings or their failure. */}
      {!settings.isPending && (
        <>
          <PageHeader title="Payment Settings" />
          <p className={styles.subtitle}>{canChange ? subtitle : readOnlyText}</p>
        </>
      )}
      <QueryState
        query={settings}
        loading="Loading payment settings..."
        errorText={(error) =>
          adminScreenMessages.listError(errorMessage(error, adminScreenMessages.fetchPaymentSettingsFailed))
        }
      >
        {(loaded) => (
          <>
            <PageBanners notices={notices} />
            {pending && (
              <div className={styles.banners}>
                <PendingRequestNote approval={pending} selfId={admin?.id}>
                  Another change of the wallet or the QR code can be asked once this one is decided.
                </PendingRequestNote>
              </div>
            )}
            <div className={styles.layout}>
              <div className={styles.main}>
                <WalletCard settings={loaded} notices={notices} canChange={canChange} waiting={waiting} />
                <QrCard settings={loaded} notices={notices} canChange={canChange} waiting={waiting} />
              </div>
              <PaymentInfoPanel settings={loaded} />
            </div>
          </>
        )}
      </QueryState>
    </>
  );
}
