import { userSessionKey } from '../lib/session-key.js';
import { type Page, pages } from './pages.js';
import { isSignedInScreen } from './screens.js';

/** What every signed-in screen's frame reads as it opens: the profile, the bell, the header's search. */
const frameRequests = ['/api/me', '/api/notifications', '/api/assets?sort=name&order=asc'];

/** What a screen reads as it opens, beyond its frame's, exactly as the SDK writes each address. */
const screenRequests = new Map<Page, readonly string[]>([
  [
    pages.Dashboard,
    ['/api/me/portfolio/history?range=1d', '/api/investments?view=active', '/api/assets?type=crypto'],
  ],
]);

/** An answer started early is handed over only this soon after: later, the SDK asks afresh. */
const freshForMs = 10_000;
/** The SDK refreshes a token this close to its expiry; such a token is not worth an early request. */
const refreshSkewMs = 30_000;

interface EarlyRequest {
  authorization: string;
  startedAt: number;
  response: Promise<Response>;
}

export interface EarlyRequests {
  /** The fetch the app's SDK should use. */
  fetch: typeof fetch;
  /** Whether the screen's reads were started: signed in, with a token good for a while yet. */
  started: boolean;
}

export interface EarlyRequestOptions {
  storage?: Storage;
  fetch?: typeof fetch;
  now?: () => number;
  origin?: string;
}

/**
 * Starts the opened screen's reads before React and the shell have loaded, and returns the fetch
 * the app's SDK should use (app/screen-reads.ts then puts the same reads in the query cache): it
 * answers a GET the page already started (same address, same token, within ten seconds) with
 * that request's response, once; anything else goes to the network. On a phone the shell takes
 * about a second to load and evaluate, and the screen's data no longer waits behind it
 * (docs/decisions/0026-dashboard-first-load.md). Signed out, or with a token about to be
 * refreshed, nothing starts early and the SDK works as it always does.
 */
export function startEarlyRequests(page: Page | undefined, options: EarlyRequestOptions = {}): EarlyRequests {
  const network = options.fetch ?? globalThis.fetch.bind(globalThis);
  const now = options.now ?? Date.now;
  const origin = options.origin ?? window.location.origin;
  const early = new Map<string, EarlyRequest>();
  const paths = isSignedInScreen(page) ? [...frameRequests, ...(screenRequests.get(page) ?? [])] : [];
  const token = paths.length > 0 ? accessToken(options, now()) : null;
  if (token) {
    const authorization = `Bearer ${token}`;
    for (const path of paths) {
      const url = new URL(path, origin).href;
      const response = network(url, { headers: { accept: 'application/json', authorization } });
      // Unclaimed, a failure is nobody's: the SDK's own request will meet it again.
      response.catch(() => undefined);
      early.set(url, { authorization, startedAt: now(), response });
    }
  }
  const fetch: typeof globalThis.fetch = (input, init) => {
    const url = new URL(input instanceof Request ? input.url : input, origin).href;
    const started = early.get(url);
    if (started) early.delete(url);
    const sameRequest =
      (init?.method ?? 'GET') === 'GET' &&
      new Headers(init?.headers).get('authorization') === started?.authorization &&
      now() - (started?.startedAt ?? 0) < freshForMs;
    return started && sameRequest ? started.response : network(input, init);
  };
  return { fetch, started: early.size > 0 };
}

/** The saved user session's access token, unless it is missing or about to be refreshed. */
function accessToken(options: EarlyRequestOptions, at: number): string | null {
  try {
    const saved = JSON.parse((options.storage ?? localStorage).getItem(userSessionKey) ?? 'null') as {
      user?: { accessToken?: unknown; expiresAt?: unknown };
    } | null;
    const session = saved?.user;
    if (typeof session?.accessToken !== 'string' || typeof session.expiresAt !== 'string') return null;
    return Date.parse(session.expiresAt) - refreshSkewMs > at ? session.accessToken : null;
  } catch {
    return null;
  }
}
