import type { Asset } from '@tradesim/core';
import { PageHeader, SimulatedNotice } from '@tradesim/ui-kit';
import { useState } from 'react';
import { useAssets } from '../api/use-assets.js';
import { useAssetFeedback } from '../hooks/use-asset-feedback.js';
import { useAssetJobs } from '../hooks/use-asset-jobs.js';
import { useAssetsUrl } from '../hooks/use-assets-url.js';
import { AssetDialogs, type Dialog } from './asset-dialogs.js';
import { AssetFilters } from './asset-filters.js';
import { AssetsFeedback } from './assets-feedback.js';
import { AssetsHeaderActions } from './assets-header-actions.js';
import { AssetsList } from './assets-list.js';
import { BulkAddPanel } from './bulk-add-panel.js';
import { PriceFeedBar } from './price-feed-bar.js';

/**
 * The assets screen (docs/product/admin-console.md#screens): the price-feed scheduler, the Bulk Add panel, filters kept
 * in the URL, and the catalogue table with its row menu and modals. Prices move live on ticks;
 * added, changed and deleted assets appear without a reload.
 */
export function AssetsPage() {
  const url = useAssetsUrl();
  const assets = useAssets(url.query);
  const jobs = useAssetJobs();
  const feedback = useAssetFeedback();
  const [panelOpen, setPanelOpen] = useState(jobs.following);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const open = (kind: 'view' | 'edit' | 'delete') => (asset: Asset) => setDialog({ kind, asset });
  const refreshImages = () => {
    setPanelOpen(true);
    setDialog(null);
    jobs.runImageRefresh();
  };
  return (
    <>
      <PageHeader
        title="Assets"
        actions={
          <AssetsHeaderActions
            imagesRunning={jobs.imagesRunning}
            onDebugImages={() => setDialog({ kind: 'images' })}
            onUpdateImages={refreshImages}
            onBulkAdd={() => setPanelOpen(true)}
            onAddAsset={() => setDialog({ kind: 'add' })}
          />
        }
      />
      <PriceFeedBar />
      {panelOpen && <BulkAddPanel jobs={jobs} onDone={() => setPanelOpen(false)} />}
      <AssetsFeedback feedback={feedback} />
      <AssetFilters
        q={url.q}
        type={url.type}
        status={url.status}
        onQ={url.setQ}
        onType={url.setType}
        onStatus={url.setStatus}
      />
      <AssetsList
        assets={assets}
        url={url}
        onView={open('view')}
        onEdit={open('edit')}
        onDelete={open('delete')}
        onToggleActive={feedback.toggleActive}
        onAddAsset={() => setDialog({ kind: 'add' })}
      />
      <SimulatedNotice />
      <AssetDialogs
        dialog={dialog}
        assets={assets.data?.items}
        feedback={feedback}
        onOpen={setDialog}
        onClose={() => setDialog(null)}
        onUpdateImages={refreshImages}
      />
    </>
  );
}
