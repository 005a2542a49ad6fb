import { AppProviders, createQueryClient } from '@tradesim/ui-kit/sdk';
import { useState } from 'react';
import { createBrowserRouter } from 'react-router';
import { AdminAuthProvider } from '../lib/auth-context.js';
import type { AppSdk } from '../lib/sdk.js';
import { routes } from './routes.js';

/** The whole console: SDK, query cache, admin session, and the route table under /admin. */
export function App({ sdk }: { sdk: AppSdk }) {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => createBrowserRouter(routes, { basename: '/admin' }));
  return <AppProviders sdk={sdk} queryClient={queryClient} session={AdminAuthProvider} router={router} />;
}
