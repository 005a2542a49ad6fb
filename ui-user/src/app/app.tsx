import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AuthProvider } from '../features/auth/auth-context.js';
import { createQueryClient } from '../lib/query-client.js';
import type { AppSdk } from '../lib/sdk.js';
import { SdkProvider } from '../lib/sdk-context.js';
import { routes } from './routes.js';

/** The whole user app: SDK, query cache, session, and the route table. */
export function App({ sdk }: { sdk: AppSdk }) {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => createBrowserRouter(routes));
  return (
    <SdkProvider sdk={sdk}>
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          <RouterProvider router={router} />
        </AuthProvider>
      </QueryClientProvider>
    </SdkProvider>
  );
}
