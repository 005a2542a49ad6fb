// Why it is built this way: docs/decisions/0023-installable-user-app.md
/**
 * The user app's service worker, built by vite.sw.config.ts into dist/sw.js once the app is
 * built (the shell's file list is read from that build). Registered by src/lib/service-worker.ts.
 * What it may cache, and why nothing private: see strategy.ts.
 */
import { cachePrefix, fetchStrategy, staleCaches } from './strategy.js';

declare const self: ServiceWorkerGlobalScope;
/** Put in by the build: the shell's paths, the offline page among them, and their version. */
declare const __APP_SHELL__: { version: string; files: string[]; offlinePage: string };

const shell = __APP_SHELL__;
const cacheName = `${cachePrefix}${shell.version}`;
const shellFiles = new Set(shell.files);

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(cacheName)
      .then((cache) => cache.addAll(shell.files))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(staleCaches(names, cacheName).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

async function pageOrOffline(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch {
    // No network (or no server): the offline screen, which reloads itself once back online.
    return (await caches.match(shell.offlinePage)) ?? Response.error();
  }
}

async function shellFile(request: Request): Promise<Response> {
  return (await caches.match(request)) ?? fetch(request);
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const strategy = fetchStrategy(request, self.location.origin, shellFiles);
  if (strategy === 'page-or-offline') event.respondWith(pageOrOffline(request));
  else if (strategy === 'shell-file') event.respondWith(shellFile(request));
});
