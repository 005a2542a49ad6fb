import { type AssetType, userScreenMessages } from '@tradesim/core';
import { Card, EmptyState, QueryState, Segmented } from '@tradesim/ui-kit';
import { useId, useState } from 'react';
import { AssetList, AssetRow } from '../../../components/asset-row/asset-row.js';
import { errorMessage } from '../../../lib/errors.js';
import { useAssets } from '../../../lib/use-market.js';
import { useHeldAmounts } from '../api/use-held-amounts.js';
import { firstAssetTab } from '../reads.js';
import styles from './asset-tabs.module.css';
import { HeldAmount } from './held-amount.js';

const tabs: readonly { value: AssetType; label: string }[] = [
  { value: 'crypto', label: 'Crypto' },
  { value: 'stock', label: 'Stocks' },
];

/** The dashboard's assets, one type at a time, each with what the user holds of it. */
export function AssetTabs() {
  const [tab, setTab] = useState<AssetType>(firstAssetTab);
  const assets = useAssets({ type: tab });
  // DESIGN: the held amount is an extra; if it fails to load the rows show the symbol instead.
  const held = useHeldAmounts();
  const titleId = useId();

  return (
    <Card className={styles.card} aria-labelledby={titleId}>
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          Assets
        </h2>
        <Segmented<AssetType> label="Asset type" options={tabs} value={tab} onChange={setTab} />
      </div>
      <QueryState
        query={assets}
        errorText={(error) =>
          `Error loading assets: ${errorMessage(error, userScreenMessages.fetchAssetsFailed)}`
        }
        empty={<EmptyState title={`No ${tab} assets available`} />}
      >
        {(list) => (
          <AssetList label={tab === 'crypto' ? 'Crypto assets' : 'Stock assets'}>
            {list.map((asset) => (
              <AssetRow
                key={asset.id}
                asset={asset}
                detail={<HeldAmount symbol={asset.symbol} amount={held.data?.get(asset.id)} />}
              />
            ))}
          </AssetList>
        )}
      </QueryState>
    </Card>
  );
}
