import type { TradingSettings } from '@tradesim/core';
import { formatUsd } from '@tradesim/ui-kit';
import { Link } from 'react-router';
import { paths } from '../../../config/routes.js';
import { FaqItem } from './faq-item.js';

/** Top-ups: USDT on TRC20 with proof, reviewed by staff (docs/product/user-app.md#what-the-app-is, #screens and #constants-and-limits). */
export function DepositQuestions({ settings }: { settings: TradingSettings }) {
  return (
    <>
      <FaqItem question="How do I add money to my balance?">
        <p>
          Deposits are made in <strong>USDT on the TRC20 network</strong> only. Open{' '}
          <Link to={paths.topUp}>Top Up</Link>, choose an amount from {formatUsd(settings.minDeposit)} to{' '}
          {formatUsd(settings.maxDeposit)}, and send the USDT to the wallet address shown (or scan its QR
          code).
        </p>
        <p>
          Then upload proof of the payment: a screenshot or photo (an image under 5MB), and the transaction
          hash if you have it.
        </p>
      </FaqItem>
      <FaqItem question="How long does a deposit take?">
        <p>
          Our team reviews every proof, typically within <strong>5–30 minutes</strong>. Your balance is
          credited as soon as the deposit is approved, and you get a notification. A deposit that cannot be
          matched to a payment is rejected with a note saying why.
        </p>
      </FaqItem>
    </>
  );
}
