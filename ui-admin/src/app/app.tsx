import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AdminAuthProvider } from '../features/auth/auth-context.js';
import { createQueryClient } from '../lib/query-client.js';
import type { AppSdk } from '../lib/sdk.js';
import { SdkProvider } from '../lib/sdk-context.js';
import { routes } from './routes.js';

/** The whole console: SDK, query cache, admin session, and the route table under /admin. */
export function App({ sdk }: { sdk: AppSdk }) {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => createBrowserRouter(routes, { basename: '/admin' }));
  return (
    <SdkProvider sdk={sdk}>
      <QueryClientProvider client={queryClient}>
        <AdminAuthProvider>
          <RouterProvider router={router} />
        </AdminAuthProvider>
      </QueryClientProvider>
    </SdkProvider>
  );
}
