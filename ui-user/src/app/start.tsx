import { createQueryClient } from '@tradesim/ui-kit/sdk';
import { StrictMode, startTransition } from 'react';
import type { Root } from 'react-dom/client';
import { createAppSdk } from '../lib/sdk.js';
import { App } from './app.js';
import type { EarlyRequests } from './early-requests.js';
import type { Page } from './pages.js';
import { readScreen } from './screen-reads.js';

/**
 * Renders the app into a React root, as a transition (see main.tsx). Its SDK sends with the
 * early requests' fetch, which hands over the reads main.tsx started; when it started them, the
 * opened screen's reads are in the query cache before the first render (app/screen-reads.ts).
 */
export async function startApp(root: Root, screen: Page | undefined, early: EarlyRequests): Promise<void> {
  const sdk = createAppSdk({ fetch: early.fetch });
  const queryClient = createQueryClient();
  if (early.started) await readScreen(screen, queryClient, sdk.client);
  startTransition(() => {
    root.render(
      <StrictMode>
        <App sdk={sdk} queryClient={queryClient} />
      </StrictMode>,
    );
  });
}
