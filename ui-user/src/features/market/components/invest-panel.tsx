import { type Asset, errorCatalogue, userScreenMessages } from '@tradesim/core';
import { Card, EmptyState, joinQueries, Notice, QueryState } from '@tradesim/ui-kit';
import { useId } from 'react';
import { InvestForm } from '../../../components/invest-form/invest-form.js';
import { useDurations, useTradingSettings } from '../../../lib/use-market.js';
import { useMe } from '../../../lib/use-me.js';
import styles from './invest-panel.module.css';

/**
 * The asset page's invest card: the same form as /invest once the periods, the limits and the
 * balance it checks against are in, or why not.
 */
export function InvestPanel({ asset }: { asset: Asset }) {
  const titleId = useId();
  const needs = joinQueries({ durations: useDurations(), settings: useTradingSettings(), me: useMe() });

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
      ) : (
        <QueryState
          query={needs}
          errorText={userScreenMessages.fetchActiveDurationsFailed}
          isEmpty={(loaded) => loaded.durations.length === 0}
          empty={
            <EmptyState
              title="No investment periods are available right now"
              text="Please check back later."
            />
          }
        >
          {({ durations, settings, me }) => (
            <InvestForm asset={asset} durations={durations} limits={settings} balance={me.balance} />
          )}
        </QueryState>
      )}
    </Card>
  );
}
