import {
  renderPage as renderPageWithSession,
  renderRoutes as renderRoutesWithSession,
} from '@tradesim/ui-kit/testing';
import type { ReactElement } from 'react';
import type { RouteObject } from 'react-router';
import { AdminAuthProvider } from '../lib/auth-context.js';
import { type FakeSdk, fakeSdk } from './fake-sdk.js';

export { LocationProbe } from '@tradesim/ui-kit/testing';

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
  return renderPageWithSession(page, {
    ...options,
    sdk: options.sdk ?? fakeSdk(),
    session: AdminAuthProvider,
  });
}

/** Renders a route table (the app's own, or a slice of it) in a memory router. */
export function renderRoutes(routes: RouteObject[], options: RenderOptions = {}) {
  return renderRoutesWithSession(routes, {
    ...options,
    sdk: options.sdk ?? fakeSdk(),
    session: AdminAuthProvider,
  });
}
