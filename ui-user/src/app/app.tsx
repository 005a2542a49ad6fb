import { AppProviders, createQueryClient } from '@tradesim/ui-kit/sdk';
import { useState } from 'react';
import { createBrowserRouter } from 'react-router';
import { AuthProvider } from '../lib/auth-context.js';
import type { AppSdk } from '../lib/sdk.js';
import { routes } from './routes.js';

/** The whole user app: SDK, query cache, session, and the route table. */
export function App({ sdk }: { sdk: AppSdk }) {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => createBrowserRouter(routes));
  return <AppProviders sdk={sdk} queryClient={queryClient} session={AuthProvider} router={router} />;
}
