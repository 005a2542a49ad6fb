import { type Decimal, userScreenMessages } from '@tradesim/core';
import { Button, Card, formatUsd, LoadingState, Notice } from '@tradesim/ui-kit';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/routes.js';
import { usePaymentSettings } from '../api/use-payment-settings.js';
import { CopyAddress } from './copy-address.js';
import { FlowHeader } from './flow-header.js';
import { FlowLayout } from './flow-layout.js';
import { PaymentQr } from './payment-qr.js';
import styles from './payment-step.module.css';
import { StepHeader } from './step-header.js';
import { TopUpSummary } from './top-up-summary.js';

interface PaymentStepProps {
  amount: Decimal;
  onBack(): void;
  onSent(): void;
}

/** Step 2: where to send the USDT (QR, address with copy), then "I've Sent the Payment". */
export function PaymentStep({ amount, onBack, onSent }: PaymentStepProps) {
  const settings = usePaymentSettings();
  const navigate = useNavigate();
  return (
    <>
      <FlowHeader title="Top Up" onBack={onBack} />
      <FlowLayout aside={<TopUpSummary amount={amount} current={0} />}>
        <Card className={styles.card}>
          <StepHeader step={2} total={3} title="Send the payment" />
          {settings.isPending && <LoadingState text="Loading payment details..." />}
          {settings.isError && (
            <div className={styles.failed} role="alert">
              <p className={styles.failedTitle}>{userScreenMessages.paymentDetailsError}</p>
              <div className={styles.buttons}>
                <Button onClick={() => void settings.refetch()}>Retry</Button>
                <Button variant="secondary" onClick={onBack}>
                  Go Back
                </Button>
              </div>
            </div>
          )}
          {settings.isSuccess && (
            <>
              <p className={styles.lead}>
                Send <strong className="tabular">{formatUsd(amount)}</strong> in USDT to the address below.
              </p>
              <PaymentQr url={settings.data.qrCodeUrl} />
              <CopyAddress address={settings.data.walletAddress} />
              <Notice tone="warning">
                Send only USDT on the TRC20 network to this address. Coins sent on another network cannot be
                recovered.
              </Notice>
              <div className={styles.buttons}>
                <Button block onClick={onSent}>
                  I've Sent the Payment
                </Button>
                <Button block variant="secondary" onClick={() => navigate(paths.dashboard)}>
                  Cancel
                </Button>
              </div>
            </>
          )}
        </Card>
      </FlowLayout>
    </>
  );
}
