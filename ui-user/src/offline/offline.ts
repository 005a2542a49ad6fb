/**
 * The offline screen (offline.html), which the service worker shows instead of a page it could
 * not fetch. It wears the user's theme, and goes back to the page they asked for once the server
 * answers again: when the browser says it is online, every 15 seconds while the screen is shown,
 * or when they press "Try again". It asks the server first, so it never reloads into itself.
 */
import '@tradesim/ui-kit/zod-jitless';
import '@tradesim/ui-kit/styles/global.css';
import './offline.css';
import { createClient } from '@tradesim/sdk';
import { startTheme } from '../lib/theme.js';

document.documentElement.dataset.app = 'user';
startTheme();

const server = createClient({ baseUrl: window.location.origin });
const status = document.getElementById('offline-status');
let checking = false;

async function retry(): Promise<void> {
  if (checking) return;
  checking = true;
  if (status) status.textContent = 'Checking the connection…';
  const reachable = await server.health().then(
    () => true,
    () => false,
  );
  checking = false;
  if (reachable) {
    window.location.reload();
    return;
  }
  if (status) status.textContent = 'Still offline. This page reloads by itself once you are back online.';
}

window.addEventListener('online', () => void retry());
window.setInterval(() => {
  if (document.visibilityState === 'visible') void retry();
}, 15_000);
document.getElementById('offline-retry')?.addEventListener('click', () => void retry());
