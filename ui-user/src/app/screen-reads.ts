import type { QueryClient } from '@tanstack/react-query';
import type { TradesimClient } from '@tradesim/sdk';
import { frameReads } from '../components/layout/frame-reads.js';
import { dashboardReads } from '../features/dashboard/reads.js';
import type { ScreenRead } from '../lib/screen-read.js';
import { type Page, pages } from './pages.js';
import { isSignedInScreen } from './screens.js';

/** What a screen reads as it opens, beyond its frame's (features/<name>/reads.ts). */
const screenReads = new Map<Page, readonly ScreenRead[]>([[pages.Dashboard, dashboardReads]]);

/** How long the first render waits for the opened screen's reads; past this it draws what it has. */
const readWaitMs = 1_000;

/**
 * Puts the opened signed-in screen's reads (its frame's and its own) in the query cache, and
 * resolves once they have all answered, or failed, or after `waitMs`. The first render then draws
 * the screen complete, in one transition React renders in slices, instead of placeholders that
 * each answer replaces in a render of its own: on a phone each of those was a task long enough
 * to delay a tap (docs/decisions/0026-dashboard-first-load.md). The reads main.tsx started
 * early answer these, so on a good connection nothing waits. A read that fails here is left to
 * the screen, which shows its error and retry as ever.
 */
export async function readScreen(
  page: Page | undefined,
  cache: QueryClient,
  client: TradesimClient,
  waitMs = readWaitMs,
): Promise<void> {
  if (!isSignedInScreen(page)) return;
  const reads = [...frameReads, ...(screenReads.get(page) ?? [])].map((read) => read(cache, client));
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, waitMs);
  });
  await Promise.race([Promise.allSettled(reads), waited]);
  clearTimeout(timer);
}
