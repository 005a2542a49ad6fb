import { StrictMode, startTransition } from 'react';
import type { Root } from 'react-dom/client';
import { createAppSdk } from '../lib/sdk.js';
import { App } from './app.js';

/**
 * Renders the app into a React root, as a transition (see main.tsx). Its SDK sends with `fetch`,
 * which hands over the reads main.tsx started early.
 */
export function startApp(root: Root, fetch: typeof globalThis.fetch): void {
  startTransition(() => {
    root.render(
      <StrictMode>
        <App sdk={createAppSdk({ fetch })} />
      </StrictMode>,
    );
  });
}
