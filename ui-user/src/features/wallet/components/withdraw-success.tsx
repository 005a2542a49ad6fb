import type { Transaction } from '@tradesim/core';
import { Button, formatUsd } from '@tradesim/ui-kit';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/routes.js';
import { FlowHeader } from './flow-header.js';
import { FlowSuccess, PendingReview } from './flow-success.js';
import { shortenAddress } from './transaction-display.js';

/** The request is in and the amount held; staff pay it out within 1–3 business days. */
export function WithdrawSuccess({ transaction, address }: { transaction: Transaction; address: string }) {
  const navigate = useNavigate();
  return (
    <>
      <FlowHeader title="Withdraw" />
      <FlowSuccess
        title="Withdrawal Requested!"
        text="Your withdrawal is being reviewed. It usually arrives within 1–3 business days."
        rows={[
          { label: 'Amount', value: formatUsd(transaction.amount), strong: true },
          { label: 'You receive', value: formatUsd(transaction.netAmount) },
          { label: 'Network', value: 'TRC20' },
          { label: 'To', value: shortenAddress(transaction.walletAddress ?? address) },
          { label: 'Transaction ID', value: transaction.id.slice(0, 8) },
          { label: 'Status', value: <PendingReview /> },
          { label: 'Processing time', value: '1–3 business days' },
        ]}
        actions={
          <>
            <Button block onClick={() => navigate(paths.balance)}>
              View Balance
            </Button>
            <Button block variant="secondary" onClick={() => navigate(paths.dashboard)}>
              Back to Home
            </Button>
          </>
        }
      />
    </>
  );
}
