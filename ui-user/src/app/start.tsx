import { StrictMode, startTransition } from 'react';
import type { Root } from 'react-dom/client';
import { createAppSdk } from '../lib/sdk.js';
import { App } from './app.js';

/** Renders the app into a React root, as a transition (see main.tsx). */
export function startApp(root: Root): void {
  startTransition(() => {
    root.render(
      <StrictMode>
        <App sdk={createAppSdk()} />
      </StrictMode>,
    );
  });
}
