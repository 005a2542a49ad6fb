import '@tradesim/ui-kit/zod-jitless';
import '@tradesim/ui-kit/styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.js';
import { createAppSdk } from './lib/sdk.js';

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App sdk={createAppSdk()} />
    </StrictMode>,
  );
}
