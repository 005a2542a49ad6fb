import { LoadingState } from '@tradesim/ui-kit';
import { Suspense } from 'react';
import { Outlet, type RouteObject } from 'react-router';
import { AppLayout } from '../components/layout/app-layout.js';
import { AuthLayout } from '../components/layout/auth-layout.js';
import { GuestOnly, RequireAuth } from '../features/auth/require-auth.js';
import { type Page, Screen } from './pages.js';
import { guestScreens, openScreens, signedInScreens } from './screens.js';

function routesTo(screens: Record<string, Page>): RouteObject[] {
  return Object.entries(screens).map(([path, page]) => ({ path, element: <Screen page={page} /> }));
}

/** The route table of docs/product/user-app.md#screens; every app page sits behind RequireAuth. */
export const routes: RouteObject[] = [
  {
    element: (
      <Suspense fallback={<LoadingState />}>
        <Outlet />
      </Suspense>
    ),
    children: [
      {
        element: <GuestOnly />,
        children: [
          {
            element: <AuthLayout />,
            children: routesTo(guestScreens),
          },
        ],
      },
      // Reachable signed in or out: the link in the email opens it wherever the user is.
      {
        element: <AuthLayout />,
        children: routesTo(openScreens),
      },
      {
        element: <RequireAuth />,
        children: [
          {
            element: <AppLayout />,
            children: routesTo(signedInScreens),
          },
        ],
      },
    ],
  },
];
