import { LoadingState } from '@tradesim/ui-kit';
import { Suspense } from 'react';
import { Outlet, type RouteObject } from 'react-router';
import { AppLayout } from '../components/layout/app-layout.js';
import { AuthLayout } from '../components/layout/auth-layout.js';
import { paths } from '../config/routes.js';
import { GuestOnly, RequireAuth } from '../features/auth/require-auth.js';
import { pages } from './pages.js';

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
            children: [
              { path: paths.login, element: <pages.Login /> },
              { path: paths.register, element: <pages.Register /> },
              { path: paths.forgotPassword, element: <pages.ForgotPassword /> },
            ],
          },
        ],
      },
      // Reachable signed in or out: the link in the email opens it wherever the user is.
      {
        element: <AuthLayout />,
        children: [{ path: paths.resetPassword, element: <pages.ResetPassword /> }],
      },
      {
        element: <RequireAuth />,
        children: [
          {
            element: <AppLayout />,
            children: [
              { path: paths.dashboard, element: <pages.Dashboard /> },
              { path: paths.market, element: <pages.Market /> },
              { path: '/asset/:id', element: <pages.Asset /> },
              { path: paths.invest, element: <pages.Invest /> },
              { path: paths.buy, element: <pages.Buy /> },
              { path: paths.portfolio, element: <pages.Portfolio /> },
              { path: paths.profile, element: <pages.Profile /> },
              { path: paths.settings, element: <pages.Settings /> },
              { path: paths.faq, element: <pages.Faq /> },
              { path: paths.balance, element: <pages.Balance /> },
              { path: paths.topUp, element: <pages.TopUp /> },
              { path: paths.topUpPayment, element: <pages.TopUp /> },
              { path: paths.withdraw, element: <pages.Withdraw /> },
              { path: paths.support, element: <pages.Tickets /> },
              { path: '/support/:id', element: <pages.Ticket /> },
              { path: '*', element: <pages.NotFound /> },
            ],
          },
        ],
      },
    ],
  },
];
