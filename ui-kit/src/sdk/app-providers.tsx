import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ComponentProps, ComponentType, ReactNode } from 'react';
import { RouterProvider } from 'react-router';
import type { AppSdk } from './app-sdk.js';
import { SdkProvider } from './sdk-context.js';

interface AppProvidersProps {
  sdk: AppSdk;
  queryClient: QueryClient;
  /** The app's session provider (the user app's AuthProvider, the console's AdminAuthProvider). */
  session: ComponentType<{ children: ReactNode }>;
  router: ComponentProps<typeof RouterProvider>['router'];
}

/** What every screen runs inside, in the app and in component tests alike: SDK, query cache, session, router. */
export function AppProviders({ sdk, queryClient, session: Session, router }: AppProvidersProps) {
  return (
    <SdkProvider sdk={sdk}>
      <QueryClientProvider client={queryClient}>
        <Session>
          <RouterProvider router={router} />
        </Session>
      </QueryClientProvider>
    </SdkProvider>
  );
}
