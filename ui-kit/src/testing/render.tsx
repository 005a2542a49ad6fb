import { render } from '@testing-library/react';
import type { ComponentType, ReactElement, ReactNode } from 'react';
import { createMemoryRouter, parsePath, type RouteObject, useLocation } from 'react-router';
import { AppProviders } from '../sdk/app-providers.js';
import type { AppSdk } from '../sdk/app-sdk.js';
import { createQueryClient } from '../sdk/query-client.js';

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

export interface RenderRoutesOptions<Sdk extends AppSdk> {
  sdk: Sdk;
  /** The app's session provider, as the app mounts it. */
  session: ComponentType<{ children: ReactNode }>;
  /** The URL opened first (may carry a query), with optional navigation state. */
  url?: string;
  state?: unknown;
}

/**
 * Renders one screen as the app would (SDK, query cache, session, router), at `path`
 * (default '/'), with every other path rendering a LocationProbe (`screen.getByTestId('location')`).
 */
export function renderPage<Sdk extends AppSdk>(
  page: ReactElement,
  options: RenderRoutesOptions<Sdk> & { path?: string },
) {
  const path = options.path ?? '/';
  return renderRoutes(
    [
      { path, element: page },
      { path: '*', element: <LocationProbe /> },
    ],
    { ...options, url: options.url ?? path },
  );
}

/** Renders a route table (the app's own, or a slice of it) in a memory router; reads never retry. */
export function renderRoutes<Sdk extends AppSdk>(routes: RouteObject[], options: RenderRoutesOptions<Sdk>) {
  const { sdk } = options;
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const router = createMemoryRouter(routes, {
    initialEntries: [{ ...parsePath(options.url ?? '/'), state: options.state }],
  });
  const result = render(
    <AppProviders sdk={sdk} queryClient={queryClient} session={options.session} router={router} />,
  );
  return { ...result, sdk, router, queryClient };
}
