/**
 * How the service worker answers a request. It exists to make the app installable and to show
 * an offline screen, never to keep data: only the app shell (the files a build names, public and
 * the same for every user) is ever cached. API answers, uploads, the admin console and other
 * origins are left to the network untouched, so nothing private can outlive a sign-out.
 */
export type FetchStrategy =
  /** Not ours to handle: the browser fetches it as if there were no service worker. */
  | 'network'
  /** A page of the user app: the network, or the offline screen when there is none. */
  | 'page-or-offline'
  /** A file of the app shell: from the cache (filled at install), else the network. */
  | 'shell-file';

export interface RequestFacts {
  method: string;
  url: string;
  mode: string;
}

/** Paths of the server that are not the user app: the API and the admin console. */
const notTheUserApp = /^\/(api|admin)(\/|$)/;

export function fetchStrategy(
  request: RequestFacts,
  origin: string,
  shellFiles: ReadonlySet<string>,
): FetchStrategy {
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== origin || notTheUserApp.test(url.pathname)) return 'network';
  if (request.mode === 'navigate') return 'page-or-offline';
  return shellFiles.has(url.pathname) ? 'shell-file' : 'network';
}

/** Caches this worker owns are named with this prefix and the build's version. */
export const cachePrefix = 'tradesim-shell-';

/** The caches an activated worker deletes: older versions of the shell, nothing else. */
export function staleCaches(names: readonly string[], current: string): string[] {
  return names.filter((name) => name.startsWith(cachePrefix) && name !== current);
}
