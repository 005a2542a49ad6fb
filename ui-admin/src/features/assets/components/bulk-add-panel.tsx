import { bulkCryptoSymbols, bulkStockSymbols } from '@tradesim/core';
import { Button, Icon } from '@tradesim/ui-kit';
import type { AssetJobs } from '../hooks/use-asset-jobs.js';
import { BulkAddJob } from './bulk-add-job.js';
import styles from './bulk-add-panel.module.css';
import { ImageRefreshJob } from './image-refresh-job.js';

const presets = [
  { preset: 'crypto', label: `Add ${bulkCryptoSymbols.length} Cryptocurrencies` },
  { preset: 'stocks', label: `Add ${bulkStockSymbols.length} Stocks` },
  { preset: 'all', label: 'Add All Assets' },
] as const;

/**
 * The Bulk Add panel (docs/product/admin-console.md#screens): the three presets, then the job's live progress and its
 * results; the Update All Asset Images action with its results; Done. The jobs run on the
 * server: the admin may keep working, and the rows appear in the table as they are added.
 */
export function BulkAddPanel({ jobs, onDone }: { jobs: AssetJobs; onDone(): void }) {
  return (
    <section className={styles.panel} aria-labelledby="bulk-add-title">
      <div className={styles.head}>
        <h2 id="bulk-add-title" className={styles.title}>
          Bulk Add Assets
        </h2>
        <Button
          onClick={() => {
            jobs.forgetFinished();
            onDone();
          }}
        >
          Done
        </Button>
      </div>
      <div className={styles.columns}>
        <div className={styles.section}>
          <p className={styles.note}>
            <Icon name="clock" size={16} />
            Adding assets may take a few minutes: the market-data sources are asked one symbol at a time.
            Symbols already listed are skipped.
          </p>
          <div className={styles.buttons}>
            {presets.map(({ preset, label }) => (
              <Button
                key={preset}
                variant="secondary"
                size="sm"
                disabled={jobs.bulkRunning}
                onClick={() => jobs.runBulkAdd(preset)}
              >
                {label}
              </Button>
            ))}
          </div>
          <BulkAddJob jobs={jobs} />
        </div>
        <div className={styles.section}>
          <h3 className={styles.subtitle}>Asset images</h3>
          <p className={styles.note}>
            Sets every asset&apos;s image to the one its market-data source gives.
          </p>
          <div className={styles.buttons}>
            <Button
              variant="secondary"
              size="sm"
              disabled={jobs.imagesRunning}
              onClick={jobs.runImageRefresh}
            >
              <Icon name="image" size={16} />
              Update All Asset Images
            </Button>
          </div>
          <ImageRefreshJob jobs={jobs} />
        </div>
      </div>
    </section>
  );
}
