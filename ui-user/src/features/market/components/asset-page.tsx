import { type Asset, isAppError, toDecimal, userScreenMessages } from '@tradesim/core';
import { Card, QueryState, SimulatedNotice, Skeleton } from '@tradesim/ui-kit';
import { useId } from 'react';
import { useParams } from 'react-router';
import { useAsset } from '../../../lib/use-market.js';
import { useAssetHistory } from '../api/use-asset-history.js';
import { AssetNotFound } from './asset-not-found.js';
import styles from './asset-page.module.css';
import { AssetSummary, AssetSummarySkeleton } from './asset-summary.js';
import { BackButton } from './back-button.js';
import { InvestPanel } from './invest-panel.js';
import { PriceChart } from './price-chart.js';

/** An unknown id, or one that is not an id at all (the API refuses it as invalid). */
function isNotFound(error: unknown): boolean {
  return isAppError(error) && (error.code === 'ASSET_NOT_FOUND' || error.code === 'VALIDATION_FAILED');
}

/** /asset/:id: the asset's live price and 24h change, its 7-day chart, and the invest form. */
export function AssetPage() {
  const id = useParams().id ?? '';
  const asset = useAsset(id);
  const history = useAssetHistory(id, asset.isSuccess);
  if (isNotFound(asset.error)) return <AssetNotFound />;
  return (
    <>
      <BackButton />
      <QueryState
        query={asset}
        loading={<AssetPageSkeleton />}
        errorText={userScreenMessages.loadAssetsFailed}
      >
        {(loaded) => <AssetDetails asset={loaded} history={history} />}
      </QueryState>
    </>
  );
}

function AssetDetails({ asset, history }: { asset: Asset; history: ReturnType<typeof useAssetHistory> }) {
  const chartTitleId = useId();
  const falling = toDecimal(asset.changePercent24h).lessThan(0);
  return (
    <>
      <div className={styles.layout}>
        <Card className={styles.main}>
          <AssetSummary asset={asset} />
          <section className={styles.chartSection} aria-labelledby={chartTitleId}>
            <h2 id={chartTitleId} className={styles.chartTitle}>
              Last 7 days
            </h2>
            {history.isPending ? (
              <>
                <p role="status" className="visually-hidden">
                  Loading chart...
                </p>
                <Skeleton width="100%" className={styles.chartSkeleton} />
              </>
            ) : (
              <PriceChart points={history.data ?? []} dashed={falling} />
            )}
          </section>
        </Card>
        <InvestPanel asset={asset} />
      </div>
      <SimulatedNotice />
    </>
  );
}

/** The page's shape in grey while the asset loads (screen readers hear "Loading..."). */
function AssetPageSkeleton() {
  return (
    <>
      <p role="status" className="visually-hidden">
        Loading...
      </p>
      <div className={styles.layout} aria-busy="true">
        <Card className={styles.main}>
          <AssetSummarySkeleton />
          <div className={styles.chartSection} aria-hidden="true">
            <Skeleton width={110} height={18} />
            <Skeleton width="100%" className={styles.chartSkeleton} />
          </div>
        </Card>
        <Card className={styles.panelSkeleton} aria-hidden="true">
          <Skeleton width={140} height={22} />
          <Skeleton width="100%" height={44} />
          <Skeleton width="100%" height={44} />
          <Skeleton width="100%" height={44} />
        </Card>
      </div>
    </>
  );
}
