import { type Asset, adminScreenMessages } from '@tradesim/core';
import { Button, EmptyState, Notice, QueryState } from '@tradesim/ui-kit';
import { errorMessage } from '../../../lib/errors.js';
import type { useAssets } from '../api/use-assets.js';
import type { useAssetsUrl } from '../hooks/use-assets-url.js';
import type { AssetRowActions } from './asset-row.js';
import styles from './assets-page.module.css';
import { AssetsTable } from './assets-table.js';

interface AssetsListProps extends AssetRowActions {
  assets: ReturnType<typeof useAssets>;
  url: ReturnType<typeof useAssetsUrl>;
  onAddAsset(): void;
}

/** The table's states: loading, "Error: {message}" with Retry, "No assets found", or the rows. */
export function AssetsList(props: AssetsListProps) {
  return (
    <QueryState
      query={props.assets}
      loading="Loading assets..."
      errorText={(error) =>
        adminScreenMessages.listError(errorMessage(error, adminScreenMessages.fetchAssetsFailed))
      }
    >
      {(data) => <LoadedAssets {...props} items={data.items} />}
    </QueryState>
  );
}

function LoadedAssets({
  assets,
  url,
  onAddAsset,
  items,
  ...actions
}: AssetsListProps & { items: readonly Asset[] }) {
  const filtered = url.q !== '' || url.type !== 'all' || url.status !== 'all';
  const linkedMissing = url.highlightId !== null && !items.some((asset) => asset.id === url.highlightId);
  return (
    <>
      {linkedMissing && !assets.isPlaceholderData && (
        <div className={styles.feedback}>
          <Notice tone="info">
            <span className={styles.feedbackText}>
              The linked asset is not in this list.
              {filtered && (
                <Button variant="ghost" size="sm" onClick={url.clearFilters}>
                  Clear filters
                </Button>
              )}
            </span>
          </Notice>
        </div>
      )}
      {items.length === 0 ? (
        <div className={styles.empty}>
          <EmptyState
            title="No assets found"
            text={
              filtered
                ? 'Try adjusting your search or filters.'
                : 'Add your first asset, or bulk add the popular cryptocurrencies and stocks.'
            }
            action={
              filtered ? (
                <Button variant="secondary" size="sm" onClick={url.clearFilters}>
                  Clear filters
                </Button>
              ) : (
                <Button size="sm" onClick={onAddAsset}>
                  Add Asset
                </Button>
              )
            }
          />
        </div>
      ) : (
        <AssetsTable
          assets={items}
          highlightId={url.highlightId}
          busy={assets.isPlaceholderData}
          {...actions}
        />
      )}
    </>
  );
}
