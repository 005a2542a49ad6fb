import { type Asset, errorCatalogue, userScreenMessages } from '@tradesim/core';
import { Card, EmptyState, ErrorState, LoadingState, Notice } from '@tradesim/ui-kit';
import { useId } from 'react';
import { errorMessage } from '../../../lib/errors.js';
import { useMe } from '../../profile/api/use-me.js';
import { useDurations, useTradingSettings } from '../api/use-market.js';
import { InvestForm } from './invest-form.js';
import styles from './invest-panel.module.css';

/** The asset page's invest card: the form once the periods and limits are in, or why not. */
export function InvestPanel({ asset }: { asset: Asset }) {
  const titleId = useId();
  const durations = useDurations();
  const settings = useTradingSettings();
  // The balance check is a courtesy before /buy, which checks again: the form works without it.
  const me = useMe();

  return (
    <Card className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        Invest in {asset.symbol}
      </h2>
      {!asset.isActive ? (
        <Notice tone="warning" title={errorCatalogue.ASSET_INACTIVE.message}>
          {asset.name} is paused, so new investments cannot be made in it. Investments you already hold keep
          running.
        </Notice>
      ) : durations.isPending || settings.isPending ? (
        <LoadingState />
      ) : durations.isError || settings.isError ? (
        <ErrorState
          message={errorMessage(
            durations.error ?? settings.error,
            userScreenMessages.fetchActiveDurationsFailed,
          )}
          onRetry={() => {
            if (durations.isError) void durations.refetch();
            if (settings.isError) void settings.refetch();
          }}
        />
      ) : durations.data.length === 0 ? (
        <EmptyState title="No investment periods are available right now" text="Please check back later." />
      ) : (
        <InvestForm
          asset={asset}
          durations={durations.data}
          limits={settings.data}
          balance={me.data?.balance}
        />
      )}
    </Card>
  );
}
