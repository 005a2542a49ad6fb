import { type Asset, userScreenMessages } from '@tradesim/core';
import { Notice, PageHeader, QueryState, SimulatedNotice } from '@tradesim/ui-kit';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../../lib/errors.js';
import { useAssets } from '../../../lib/use-market.js';
import { AssetPicker } from './asset-picker.js';
import styles from './invest-page.module.css';
import { InvestPanel } from './invest-panel.js';

const byName = { sort: 'name', order: 'asc' } as const;

/**
 * /invest, the target of New Investment and Start Investing: pick an asset, an amount and a
 * period, then Confirm Purchase. `?asset=<id>` preselects (and keeps the choice on reload).
 * DESIGN: on a phone the list folds away once an asset is chosen ('Change asset' opens it
 * again); on a desktop the list and the form sit side by side.
 */
export function InvestPage() {
  const [params, setParams] = useSearchParams();
  const assets = useAssets(byName);
  const [changing, setChanging] = useState(false);
  const selectedId = params.get('asset');
  const selected = assets.data?.find((asset) => asset.id === selectedId);
  const choosing = !selected || changing;

  const choose = (asset: Asset) => {
    setParams({ asset: asset.id }, { replace: true });
    setChanging(false);
  };

  return (
    <>
      <PageHeader title="New Investment" />
      <QueryState
        query={assets}
        loading="Loading assets..."
        errorText={(error) =>
          `Error loading assets: ${errorMessage(error, userScreenMessages.loadAssetsFailed)}`
        }
      >
        {(list) => (
          <>
            {selectedId && !selected && (
              <div className={styles.notice}>
                <Notice tone="warning">
                  This asset is not available for investment. Choose another one.
                </Notice>
              </div>
            )}
            <div className={styles.columns}>
              <div className={choosing ? styles.column : `${styles.column} ${styles.folded}`}>
                <AssetPicker assets={list} selectedId={selected?.id ?? null} onSelect={choose} />
              </div>
              <div className={choosing ? `${styles.column} ${styles.folded}` : styles.column}>
                <InvestPanel asset={selected} onChangeAsset={() => setChanging(true)} />
              </div>
            </div>
          </>
        )}
      </QueryState>
      <SimulatedNotice />
    </>
  );
}
