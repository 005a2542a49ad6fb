import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider, useLocation } from 'react-router';
import { AdminAuthProvider } from '../features/auth/auth-context.js';
import { createQueryClient } from '../lib/query-client.js';
import { SdkProvider } from '../lib/sdk-context.js';
import { type FakeSdk, fakeSdk } from './fake-sdk.js';

/** Shows where a screen navigated to, with the state it handed over, for assertions. */
export function LocationProbe() {
  const location = useLocation();
  return (
    <div data-testid="location" data-state={JSON.stringify(location.state ?? null)}>
      {location.pathname}
      {location.search}
    </div>
  );
}

interface RenderOptions {
  sdk?: FakeSdk;
  /** The URL opened first, with optional navigation state. */
  url?: string;
  state?: unknown;
}

/**
 * Renders one screen as the console would (SDK, query cache, admin session, router), at `path`,
 * with every other path rendering a LocationProbe (`screen.getByTestId('location')`).
 */
export function renderPage(page: ReactElement, options: RenderOptions & { path?: string } = {}) {
  const path = options.path ?? '/';
  return renderRoutes(
    [
      { path, element: page },
      { path: '*', element: <LocationProbe /> },
    ],
    { ...options, url: options.url ?? path },
  );
}

/** Renders a route table (the app's own, or a slice of it) in a memory router. */
export function renderRoutes(routes: RouteObject[], options: RenderOptions = {}) {
  const sdk = options.sdk ?? fakeSdk();
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const [pathname = '/', search] = (options.url ?? '/').split('?');
  const router = createMemoryRouter(routes, {
    initialEntries: [{ pathname, search: search ? `?${search}` : '', state: options.state }],
  });
  const result = render(
    <SdkProvider sdk={sdk}>
      <QueryClientProvider client={queryClient}>
        <AdminAuthProvider>
          <RouterProvider router={router} />
        </AdminAuthProvider>
      </QueryClientProvider>
    </SdkProvider>,
  );
  return { ...result, sdk, router, queryClient };
}
