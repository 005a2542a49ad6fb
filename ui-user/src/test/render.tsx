import { renderPage as renderWithSession } from '@tradesim/ui-kit/testing';
import type { ReactElement } from 'react';
import { AuthProvider } from '../lib/auth-context.js';
import { type FakeSdk, fakeSdk } from './fake-sdk.js';

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
  return renderWithSession(page, { ...options, sdk: options.sdk ?? fakeSdk(), session: AuthProvider });
}
