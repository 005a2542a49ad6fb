import { type TradingSettings, withdrawalNet } from '@tradesim/core';
import { formatUsd } from '@tradesim/ui-kit';
import { Link } from 'react-router';
import { paths } from '../../../config/routes.js';
import { FaqItem } from './faq-item.js';

/** The worked example's amount; what the user receives is computed from the fee. */
const exampleAmount = '100.00';

/** Withdrawals: USDT to a TRC20 wallet, minimum and fee from the settings, staff-approved. */
export function WithdrawalQuestions({ settings }: { settings: TradingSettings }) {
  const fee = formatUsd(settings.withdrawalFee);
  const received = formatUsd(withdrawalNet(exampleAmount, settings.withdrawalFee));
  return (
    <>
      <FaqItem question="How do I withdraw?">
        <p>
          Open <Link to={paths.withdraw}>Withdraw</Link> and enter the amount and your{' '}
          <strong>TRC20 wallet address</strong> (34 characters, starting with T). Withdrawals are paid in
          USDT. The minimum is {formatUsd(settings.minWithdrawal)}.
        </p>
        <p>
          A network fee of {fee} is taken from the amount: withdraw {formatUsd(exampleAmount)} and you receive{' '}
          {received}.
        </p>
      </FaqItem>
      <FaqItem question="How long does a withdrawal take?">
        <p>
          Our team reviews and sends each withdrawal, typically within <strong>1–3 business days</strong>. The
          amount is held from your balance while the request is pending.
        </p>
      </FaqItem>
      <FaqItem question="Can I cancel a withdrawal?">
        <p>
          Yes, while it is still pending: find it in your history on the{' '}
          <Link to={paths.balance}>Balance</Link> screen and cancel it. The held amount goes back to your
          balance straight away. Once it has been approved it can no longer be cancelled.
        </p>
      </FaqItem>
    </>
  );
}
