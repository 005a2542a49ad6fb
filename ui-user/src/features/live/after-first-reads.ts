import type { QueryClient } from '@tanstack/react-query';

/** How long after the first reads answer the screen is given to draw them, where the browser cannot say. */
const drawMs = 100;
/** The latest the wait ends, however busy the cache stays. */
const longestWaitMs = 3_000;

/**
 * Calls `start` once the screen's first reads have answered (no query fetching) and the browser
 * is idle after drawing them, or after three seconds at the latest; returns a cancel function.
 * The live updates start this way: opening the socket loads the realtime contract (zod and the
 * event schemas) and subscribes, which on a phone competed with the first paint of the data it
 * would keep live (docs/decisions/0026-dashboard-first-load.md).
 */
export function afterFirstReads(queryClient: QueryClient, start: () => void): () => void {
  let over = false;
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const later = (run: () => void, ms: number) => timers.add(setTimeout(run, ms));
  const finish = () => {
    over = true;
    unsubscribe();
    for (const timer of timers) clearTimeout(timer);
    if (idle !== undefined) cancelIdleCallback(idle);
  };
  const fire = () => {
    if (over) return;
    finish();
    start();
  };
  let idle: number | undefined;
  const check = () => {
    if (over || queryClient.isFetching() > 0) return;
    if (typeof requestIdleCallback === 'function') idle ??= requestIdleCallback(fire);
    else later(fire, drawMs);
  };
  const unsubscribe = queryClient.getQueryCache().subscribe(check);
  // A task after mount: the screen's queries, subscribed in the same commit, are fetching by then.
  later(check, 0);
  later(fire, longestWaitMs);
  return finish;
}
