import type { PriceFeedStatus } from '@tradesim/core';

/** "3m 5s": the spec's "Next update in Xm Ys" countdown (never below zero). */
export function formatCountdown(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}m ${seconds % 60}s`;
}

/**
 * The scheduler's status text (docs/product/admin-console.md#states-and-transitions): "Updating assets..." while an update runs (the
 * server's, or the admin's Update Now on its way), "Scheduler stopped", or "Next update in Xm Ys"
 * counting down to the next run. DESIGN: a started feed with no next run yet reads "Scheduler running".
 */
export function schedulerStatusText(status: PriceFeedStatus, options: { now: number; updating: boolean }) {
  if (status.updating || options.updating) return 'Updating assets...';
  if (!status.running) return 'Scheduler stopped';
  if (!status.nextUpdateAt) return 'Scheduler running';
  return `Next update in ${formatCountdown(Date.parse(status.nextUpdateAt) - options.now)}`;
}
