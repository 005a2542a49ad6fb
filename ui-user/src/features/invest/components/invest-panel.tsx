import { type Asset, userScreenMessages } from '@tradesim/core';
import { Button, Card, EmptyState, joinQueries, QueryState } from '@tradesim/ui-kit';
import { useId } from 'react';
import { InvestForm } from '../../../components/invest-form/invest-form.js';
import { errorMessage } from '../../../lib/errors.js';
import { useDurations, useTradingSettings } from '../../../lib/use-market.js';
import { useMe } from '../../../lib/use-me.js';
import { AssetSummary } from './asset-summary.js';
import styles from './invest-panel.module.css';

/**
 * The right-hand (phone: only) panel: the chosen asset and the form, once the periods, the
 * limits and the balance it checks against have loaded.
 */
export function InvestPanel({ asset, onChangeAsset }: { asset: Asset | undefined; onChangeAsset(): void }) {
  const headingId = useId();
  const needs = joinQueries({ durations: useDurations(), settings: useTradingSettings(), me: useMe() });
  if (!asset) {
    return (
      <Card>
        <EmptyState title="Choose an asset" text="Pick the asset you want to invest in from the list." />
      </Card>
    );
  }
  return (
    <Card aria-labelledby={headingId} className={styles.panel}>
      <h2 id={headingId} className="visually-hidden">
        Invest in {asset.name}
      </h2>
      <AssetSummary
        asset={asset}
        action={
          <Button variant="ghost" size="sm" className={styles.change} onClick={onChangeAsset}>
            Change asset
          </Button>
        }
      />
      <QueryState
        query={needs}
        errorText={(error) =>
          `Error loading investment options: ${errorMessage(error, userScreenMessages.fetchActiveDurationsFailed)}`
        }
      >
        {({ durations, settings, me }) => (
          <InvestForm asset={asset} durations={durations} limits={settings} balance={me.balance} />
        )}
      </QueryState>
    </Card>
  );
}
