import type { Transaction } from '@tradesim/core';
import { Button, formatUsd } from '@tradesim/ui-kit';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/routes.js';
import { FlowHeader } from './flow-header.js';
import { FlowSuccess, PendingReview } from './flow-success.js';

/** Step 4: the deposit is in, pending staff review (typically 5–30 minutes). */
export function TopUpSuccess({ transaction }: { transaction: Transaction }) {
  const navigate = useNavigate();
  return (
    <>
      <FlowHeader title="Top Up" />
      <FlowSuccess
        title="Payment Submitted!"
        text="We are reviewing your payment, usually within 5–30 minutes. Your balance is credited as soon as it is approved."
        rows={[
          { label: 'Amount', value: formatUsd(transaction.amount), strong: true },
          { label: 'Transaction ID', value: transaction.id, wide: true },
          { label: 'Status', value: <PendingReview /> },
        ]}
        actions={
          <>
            <Button block onClick={() => navigate(paths.portfolio)}>
              View Portfolio
            </Button>
            <Button block variant="secondary" onClick={() => navigate(paths.dashboard)}>
              Go to Home
            </Button>
          </>
        }
      />
    </>
  );
}
