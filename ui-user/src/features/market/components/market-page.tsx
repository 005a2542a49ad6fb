import { userScreenMessages } from '@tradesim/core';
import {
  Card,
  EmptyState,
  PageHeader,
  QueryState,
  SimulatedNotice,
  useDebouncedValue,
} from '@tradesim/ui-kit';
import { AssetList, AssetListSkeleton, AssetRow } from '../../../components/asset-row/asset-row.js';
import { errorMessage } from '../../../lib/errors.js';
import { useAssets } from '../../../lib/use-market.js';
import styles from './market-page.module.css';
import { MarketToolbar } from './market-toolbar.js';
import { toAssetQuery, useMarketFilters } from './use-market-filters.js';

const searchDelayMs = 250;

/**
 * /market: every active asset, searchable, filtered by type and sorted, each with its logo and
 * 7-day sparkline; prices move live (and flash). Grey rows stand in while the list loads.
 */
export function MarketPage() {
  const view = useMarketFilters();
  const search = useDebouncedValue(view.search, searchDelayMs);
  const assets = useAssets(toAssetQuery({ ...view, search }), { keepPrevious: true });

  return (
    <>
      <PageHeader title="Market" />
      <MarketToolbar view={view} />
      <Card
        className={`${styles.card} ${assets.isPlaceholderData ? styles.stale : ''}`}
        aria-busy={assets.isPending || assets.isPlaceholderData}
      >
        <QueryState
          query={assets}
          loading={<AssetListSkeleton text="Loading market data..." trend />}
          errorText={(error) =>
            `Error loading market data: ${errorMessage(error, userScreenMessages.fetchAssetsFailed)}`
          }
          empty={<EmptyState title="No assets found" text="Try adjusting your search or filter criteria" />}
        >
          {(list) => (
            <AssetList label="Assets" trend>
              {list.map((asset) => (
                <AssetRow key={asset.id} asset={asset} trend />
              ))}
            </AssetList>
          )}
        </QueryState>
      </Card>
      <SimulatedNotice />
    </>
  );
}
