import type { QueryClient } from '@tanstack/react-query';
import { AppProviders } from '@tradesim/ui-kit/sdk';
import { useState } from 'react';
import { createBrowserRouter } from 'react-router';
import { AuthProvider } from '../lib/auth-context.js';
import type { AppSdk } from '../lib/sdk.js';
import { routes } from './routes.js';

/** The whole user app: SDK, query cache (start.tsx puts the opened screen's reads in it), session, routes. */
export function App({ sdk, queryClient }: { sdk: AppSdk; queryClient: QueryClient }) {
  const [router] = useState(() => createBrowserRouter(routes));
  return <AppProviders sdk={sdk} queryClient={queryClient} session={AuthProvider} router={router} />;
}
