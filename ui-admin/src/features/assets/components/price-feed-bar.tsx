import { adminScreenMessages, type PriceFeedStatus } from '@tradesim/core';
import { Button, formatCount, formatDateTime, Icon, Notice } from '@tradesim/ui-kit';
import { errorMessage } from '../../../lib/errors.js';
import { useStaffMay } from '../../../lib/use-staff-may.js';
import { type PriceFeedAction, usePriceFeed, usePriceFeedAction } from '../api/use-price-feed.js';
import { useNow } from '../hooks/use-now.js';
import { schedulerStatusText } from '../lib/scheduler-status.js';
import styles from './price-feed-bar.module.css';

/** DESIGN: the spec names no failure text for Start and Stop; these say which press failed. */
const actionFailed: Record<PriceFeedAction, string> = {
  start: 'Failed to start auto-update',
  stop: 'Failed to stop auto-update',
  updateNow: adminScreenMessages.updateAssetPriceFailed,
};

/**
 * The price-feed scheduler (docs/product/admin-console.md#screens header, docs/product/admin-console.md#states-and-transitions): its status text counting down live, the
 * error count and last error, the last update, and Update Now and Start/Stop Auto-Update. A
 * refusal ("Update already in progress", "Rate limited: wait N seconds") is shown as the server says it.
 */
export function PriceFeedBar() {
  const feed = usePriceFeed();
  const action = usePriceFeedAction();
  const status = feed.data;
  const updatingNow = action.isPending && action.variables === 'updateNow';
  const now = useNow(Boolean(status?.running));
  const run = (name: PriceFeedAction) => action.mutate(name);
  const canChange = useStaffMay()('catalogue', 'change');
  return (
    <section className={styles.bar} aria-labelledby="price-feed-title">
      <div className={styles.info}>
        <h2 id="price-feed-title" className={styles.title}>
          <Icon name="clock" size={18} />
          Price feed
        </h2>
        {status ? (
          <FeedFigures status={status} text={schedulerStatusText(status, { now, updating: updatingNow })} />
        ) : (
          <p className={styles.muted}>
            {feed.isError
              ? adminScreenMessages.listError(errorMessage(feed.error, 'Failed to load the price feed'))
              : 'Loading price feed...'}
          </p>
        )}
      </div>
      {/* Running the feed changes the catalogue's prices: not for a role that only reads it. */}
      {canChange && (
        <div className={styles.actions}>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => run('updateNow')}
            disabled={action.isPending || !status || status.updating}
          >
            <Icon name="refresh" size={16} />
            {updatingNow ? 'Updating...' : 'Update Now'}
          </Button>
          {status?.running ? (
            <Button variant="secondary" size="sm" onClick={() => run('stop')} disabled={action.isPending}>
              <Icon name="stop" size={16} />
              Stop Auto-Update
            </Button>
          ) : (
            <Button size="sm" onClick={() => run('start')} disabled={action.isPending || !status}>
              <Icon name="play" size={16} />
              Start Auto-Update
            </Button>
          )}
        </div>
      )}
      {action.isError && (
        <div className={styles.failure}>
          <Notice tone="error">
            <span className={styles.failureText}>
              {errorMessage(action.error, actionFailed[action.variables ?? 'updateNow'])}
              <Button variant="ghost" size="sm" onClick={() => action.reset()}>
                Dismiss
              </Button>
            </span>
          </Notice>
        </div>
      )}
    </section>
  );
}

function FeedFigures({ status, text }: { status: PriceFeedStatus; text: string }) {
  return (
    <>
      <p className={styles.status} data-testid="scheduler-status">
        <span className={status.running ? styles.dotOn : styles.dotOff} aria-hidden="true" />
        {text}
      </p>
      <p className={status.errorCount > 0 ? styles.errors : styles.muted} data-testid="scheduler-errors">
        Errors: {formatCount(status.errorCount)}
      </p>
      <p className={styles.muted} data-testid="scheduler-last-update">
        Last update: {status.lastUpdateAt ? formatDateTime(status.lastUpdateAt) : 'Never'}
      </p>
      {status.lastError && status.errorCount > 0 && (
        <p className={styles.lastError}>Last error: {status.lastError}</p>
      )}
    </>
  );
}
