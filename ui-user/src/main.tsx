import '@tradesim/ui-kit/zod-jitless';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.js';
import { createAppSdk } from './lib/sdk.js';
import { registerServiceWorker } from './lib/service-worker.js';
import { startTheme } from './lib/theme.js';
import '@tradesim/ui-kit/styles/global.css';

// The user app's tokens (dark theme included) apply under data-app="user"; the remembered theme
// goes on before the first render (the CSP forbids an inline script in index.html).
document.documentElement.dataset.app = 'user';
startTheme();
registerServiceWorker();

// The first render as a transition: React renders it in slices and yields to the browser between
// them, instead of one long task a phone cannot answer a tap during (Lighthouse's blocking time).
const root = document.getElementById('root');
if (root) {
  const reactRoot = createRoot(root);
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        <App sdk={createAppSdk()} />
      </StrictMode>,
    );
  });
}
