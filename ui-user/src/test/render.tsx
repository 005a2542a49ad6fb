import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, parsePath, RouterProvider, useLocation } from 'react-router';
import { AuthProvider } from '../features/auth/auth-context.js';
import { createQueryClient } from '../lib/query-client.js';
import { SdkProvider } from '../lib/sdk-context.js';
import { type FakeSdk, fakeSdk } from './fake-sdk.js';

/** Shows where a screen navigated to, with the state it handed over, for assertions. */
function LocationProbe() {
  const location = useLocation();
  return (
    <div data-testid="location" data-state={JSON.stringify(location.state ?? null)}>
      {location.pathname}
      {location.search}
    </div>
  );
}

interface RenderPageOptions {
  sdk?: FakeSdk;
  /** The route pattern the page is mounted at (default '/'). */
  path?: string;
  /** The URL opened first (default: `path`; may carry a query), with optional navigation state. */
  url?: string;
  state?: unknown;
}

/**
 * Renders one screen as the app would (SDK, query cache, session, router), at `path`, with
 * every other path rendering a LocationProbe (`screen.getByTestId('location')`).
 */
export function renderPage(page: ReactElement, options: RenderPageOptions = {}) {
  const sdk = options.sdk ?? fakeSdk();
  const path = options.path ?? '/';
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const router = createMemoryRouter(
    [
      { path, element: page },
      { path: '*', element: <LocationProbe /> },
    ],
    { initialEntries: [{ ...parsePath(options.url ?? path), state: options.state }] },
  );
  const result = render(
    <SdkProvider sdk={sdk}>
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          <RouterProvider router={router} />
        </AuthProvider>
      </QueryClientProvider>
    </SdkProvider>,
  );
  return { ...result, sdk, router, queryClient };
}
