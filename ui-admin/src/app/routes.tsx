import { LoadingState } from '@tradesim/ui-kit';
import { Suspense } from 'react';
import { Navigate, Outlet, type RouteObject } from 'react-router';
import { AdminLayout } from '../components/layout/admin-layout.js';
import { AuthLayout } from '../components/layout/auth-layout.js';
import { paths } from '../config/routes.js';
import { GuestOnly, RequireAdmin } from '../features/auth/require-admin.js';
import { pages } from './pages.js';

/**
 * The route table of admin spec §2 (below the router's basename /admin): login is public, every
 * other screen sits behind RequireAdmin; / shows the dashboard. Beyond the spec: the audit log,
 * and one URL per settings category.
 */
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
        children: [{ element: <AuthLayout />, children: [{ path: paths.login, element: <pages.Login /> }] }],
      },
      {
        element: <RequireAdmin />,
        children: [
          {
            element: <AdminLayout />,
            children: [
              { index: true, element: <Navigate to={paths.dashboard} replace /> },
              { path: paths.dashboard, element: <pages.Dashboard /> },
              { path: paths.users, element: <pages.Users /> },
              { path: paths.assets, element: <pages.Assets /> },
              { path: paths.transactions, element: <pages.Transactions /> },
              { path: paths.paymentSettings, element: <pages.PaymentSettings /> },
              { path: paths.support, element: <pages.Support /> },
              {
                path: paths.settings,
                element: <pages.Settings />,
                children: [
                  { index: true, element: <Navigate to={paths.settingsDurations} replace /> },
                  { path: paths.settingsDurations, element: <pages.Durations /> },
                  { path: paths.settingsTrading, element: <pages.TradingSettings /> },
                  { path: paths.settingsSecurity, element: <pages.Security /> },
                ],
              },
              { path: paths.auditLog, element: <pages.AuditLog /> },
              { path: '*', element: <pages.NotFound /> },
            ],
          },
        ],
      },
    ],
  },
];
