/**
 * Registers the service worker (service-worker/service-worker.ts, built to /sw.js) that makes
 * the app installable and shows an offline screen. Only a production build has one: the dev
 * server's files change under it. Registered after the page has loaded, so it never competes
 * with the first screen for the network.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch((error: unknown) => {
      // The app works without it (no install, no offline screen): say so and carry on.
      console.warn('Tradesim: the service worker could not be registered.', error);
    });
  });
}
