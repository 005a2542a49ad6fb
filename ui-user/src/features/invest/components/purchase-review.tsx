import {
  type Asset,
  type Duration,
  errorCatalogue,
  isAppError,
  toDecimal,
  userScreenMessages,
} from '@tradesim/core';
import { Button, Card, formatUsd, Icon, Notice, PageHeader, SimulatedNotice } from '@tradesim/ui-kit';
import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { type PortfolioState, paths } from '../../../config/routes.js';
import { errorMessage } from '../../../lib/errors.js';
import { usePurchase } from '../api/use-purchase.js';
import { AssetSummary } from './asset-summary.js';
import { PurchaseDetails } from './purchase-details.js';
import styles from './purchase-review.module.css';
import { RiskWarning } from './risk-warning.js';

interface PurchaseReviewProps {
  asset: Asset;
  duration: Duration;
  /** Money in the wire form ("100.00"). */
  amount: string;
  balance: string;
}

/** The last look before buying: what, how much, for how long, the risk, and the balance it comes from. */
export function PurchaseReview({ asset, duration, amount, balance }: PurchaseReviewProps) {
  const navigate = useNavigate();
  const purchase = usePurchase();
  const detailsId = useId();
  // The maturity shown is "if bought now"; fixed for the visit so it does not tick while reading.
  const [now] = useState(() => Date.now());
  // DESIGN: a balance that cannot cover the amount disables the button and offers a top-up.
  const insufficient = toDecimal(amount).greaterThan(balance);
  // The server's word for the same thing (the balance shown was stale): the same one notice,
  // not also a 'Purchase Failed' panel saying it again.
  const refusedForBalance = isAppError(purchase.error) && purchase.error.code === 'INSUFFICIENT_BALANCE';

  const confirm = () => {
    if (purchase.isPending) return;
    purchase.mutate(
      { assetId: asset.id, durationId: duration.id, amount },
      {
        onSuccess: () => {
          const state: PortfolioState = {
            message: userScreenMessages.purchaseSuccess(formatUsd(amount), asset.name),
          };
          // Fire and forget: the data router's promise only says the navigation is done.
          void navigate(paths.portfolio, { replace: true, state });
        },
      },
    );
  };

  return (
    <div className={styles.page}>
      <PageHeader
        title="Confirm Purchase"
        back={
          <Button variant="ghost" size="sm" aria-label="Back" onClick={() => navigate(-1)}>
            <Icon name="back" />
          </Button>
        }
      />
      <div className={styles.stack}>
        <Card aria-label="Asset">
          <AssetSummary asset={asset} />
        </Card>
        <Card aria-labelledby={detailsId}>
          <h2 id={detailsId} className={styles.title}>
            Investment details
          </h2>
          <PurchaseDetails asset={asset} duration={duration} amount={amount} now={now} />
        </Card>
        <RiskWarning />
        <Card aria-label="Balance" className={styles.balance}>
          <span>Available balance</span>
          <strong className={`tabular ${insufficient ? 'negative' : ''}`}>{formatUsd(balance)}</strong>
        </Card>
        {(insufficient || refusedForBalance) && (
          <Notice tone="warning" title={errorCatalogue.INSUFFICIENT_BALANCE.message}>
            Your balance does not cover this investment. <Link to={paths.topUp}>Top up</Link> or choose a
            smaller amount.
          </Notice>
        )}
        {purchase.isError && !refusedForBalance && (
          <Notice tone="error" title={userScreenMessages.purchaseFailedTitle}>
            {errorMessage(purchase.error, userScreenMessages.purchaseUnexpected)}
          </Notice>
        )}
        <Button block onClick={confirm} disabled={purchase.isPending || insufficient}>
          {purchase.isPending ? 'Processing...' : 'Confirm Investment'}
        </Button>
      </div>
      <SimulatedNotice />
    </div>
  );
}
