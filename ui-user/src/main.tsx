// Why it is built this way: docs/decisions/0025-user-app-start-up.md
import '@tradesim/ui-kit/zod-jitless';
import { startEarlyRequests } from './app/early-requests.js';
import { fetchScreenFiles } from './app/screen-files.js';
import { screenFor } from './app/screens.js';
import { registerServiceWorker } from './lib/service-worker.js';
import { startTheme } from './lib/theme.js';
import '@tradesim/ui-kit/styles/global.css';

// The user app's tokens (dark theme included) apply under data-app="user"; the remembered theme
// goes on before the first render (the CSP forbids an inline script in index.html).
document.documentElement.dataset.app = 'user';
startTheme();
registerServiceWorker();
// The opened screen's data and files are fetched now, beside React, not once the router asks:
// its data in this task, its files in the next (each costs a phone some 80 ms of main thread).
const screen = screenFor(window.location.pathname);
const early = startEarlyRequests(screen);

/**
 * Start-up in steps a phone can answer a tap between. A module graph is evaluated in one task, so
 * one entry holding React DOM, the router, the query cache and the app was one long task (about
 * half a second at a phone's speed). Each dynamic import below is evaluated in a task of its own;
 * the build preloads their files with the page (see ui-user/vite.start-files.ts), so splitting costs no
 * round trip. The first render is then a transition, which React renders in slices.
 */
async function start(container: HTMLElement) {
  await nextTask();
  fetchScreenFiles(screen);
  const { createRoot } = await import('react-dom/client');
  await nextTask();
  const root = createRoot(container);
  const { startApp } = await import('./app/start.js');
  await nextTask();
  // The screen's own modules, the shell now evaluated; if this fails, React.lazy tries again.
  await screen?.load().catch(() => undefined);
  await nextTask();
  await startApp(root, screen, early);
}

/** Resolves in a new task: an import of a file already fetched would otherwise run in this one. */
function nextTask() {
  return new Promise<void>((resolve) => setTimeout(resolve, 0));
}

const container = document.getElementById('root');
if (container) void start(container);
