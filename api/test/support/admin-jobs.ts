import type { BackgroundJob, RealtimeEvent } from '@tradesim/core';
import type { TradesimClient } from '@tradesim/sdk';

export interface JobWatch {
  /** Every `admin.jobs` event heard so far. */
  events: RealtimeEvent[];
  /** Resolves with the job as GET /api/admin/jobs/:id shows it once its `done` event came. */
  finished(jobId: string): Promise<BackgroundJob>;
  /** Resolves once an event matching `match` was heard (already or later). */
  next(match: (event: RealtimeEvent) => boolean): Promise<RealtimeEvent>;
  close(): void;
}

/** Listens to `admin.jobs` as this admin: wait for a job's `done` event instead of sleeping. */
export async function watchJobs(admin: TradesimClient): Promise<JobWatch> {
  const events: RealtimeEvent[] = [];
  let waiters: { match: (event: RealtimeEvent) => boolean; resolve: (event: RealtimeEvent) => void }[] = [];
  const subscription = admin.realtime.subscribe(
    ['admin.jobs'],
    (event) => {
      events.push(event);
      const ready = waiters.filter((waiter) => waiter.match(event));
      waiters = waiters.filter((waiter) => !waiter.match(event));
      for (const waiter of ready) waiter.resolve(event);
    },
    { as: 'admin' },
  );
  await subscription.ready;
  const next = (match: (event: RealtimeEvent) => boolean) => {
    const seen = events.find(match);
    if (seen) return Promise.resolve(seen);
    return new Promise<RealtimeEvent>((resolve) => waiters.push({ match, resolve }));
  };
  return {
    events,
    next,
    async finished(jobId) {
      await next((event) => event.event === 'done' && (event.data as { id: string }).id === jobId);
      return admin.admin.jobs.get(jobId);
    },
    close: () => subscription.unsubscribe(),
  };
}

/** The data of a job's events, in the order they came. */
export function jobEvents(watch: JobWatch, jobId: string) {
  return watch.events
    .filter((event) => (event.data as { id: string }).id === jobId)
    .map((event) => ({ event: event.event, ...(event.data as JobEventData) }));
}

interface JobEventData {
  id: string;
  name: string;
  status: string;
  progress: { done: number; total: number };
  error: string | null;
}
