import type { StaffArea } from '@tradesim/core';
import { LoadingState } from '@tradesim/ui-kit';
import { type ComponentType, Suspense } from 'react';
import { Navigate, Outlet, type RouteObject } from 'react-router';
import { AdminLayout } from '../components/layout/admin-layout.js';
import { AuthLayout } from '../components/layout/auth-layout.js';
import { paths } from '../config/routes.js';
import { AreaGate } from '../features/auth/area-gate.js';
import { GuestOnly, RequireAdmin } from '../features/auth/require-admin.js';
import { SettingsIndex } from '../features/settings/components/settings-categories.js';
import { pages } from './pages.js';

/** A screen behind its area of the role table: a role that cannot read it gets the refusal. */
function gated(path: string, area: StaffArea, Page: ComponentType): RouteObject {
  return {
    path,
    element: (
      <AreaGate area={area}>
        <Page />
      </AreaGate>
    ),
  };
}

/**
 * The route table of docs/product/admin-console.md#screens (below the router's basename /admin): login and the staff
 * invitation are public, every other screen sits behind RequireAdmin (the second-factor
 * enrolment link too) and behind the area of the role table it shows; / shows the dashboard. Beyond the spec: the audit log, one URL per
 * settings category, the four-eyes approvals and the staff.
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
        children: [
          {
            element: <AuthLayout />,
            children: [
              { path: paths.login, element: <pages.Login /> },
              { path: paths.acceptInvite, element: <pages.AcceptInvite /> },
            ],
          },
        ],
      },
      {
        element: <RequireAdmin />,
        children: [
          // The enrolment email's link: a signed-in task of its own, in the sign-in page's frame.
          {
            element: <AuthLayout />,
            children: [{ path: paths.mfaEnrolment, element: <pages.MfaEnrolment /> }],
          },
          {
            element: <AdminLayout />,
            children: [
              { index: true, element: <Navigate to={paths.dashboard} replace /> },
              gated(paths.dashboard, 'dashboard', pages.Dashboard),
              gated(paths.users, 'users', pages.Users),
              gated(paths.assets, 'catalogue', pages.Assets),
              gated(paths.transactions, 'transactions', pages.Transactions),
              gated(paths.approvals, 'approvals', pages.Approvals),
              gated(paths.paymentSettings, 'payment-settings', pages.PaymentSettings),
              gated(paths.support, 'support', pages.Support),
              gated(paths.staff, 'staff', pages.Staff),
              {
                path: paths.settings,
                element: <pages.Settings />,
                children: [
                  // The first category the role may read: Security, which everyone may, at worst.
                  { index: true, element: <SettingsIndex /> },
                  gated(paths.settingsDurations, 'catalogue', pages.Durations),
                  gated(paths.settingsTrading, 'catalogue', pages.TradingSettings),
                  { path: paths.settingsSecurity, element: <pages.Security /> },
                  { path: paths.settingsNotifications, element: <pages.Notifications /> },
                ],
              },
              gated(paths.auditLog, 'audit-log', pages.AuditLog),
              { path: '*', element: <pages.NotFound /> },
            ],
          },
        ],
      },
    ],
  },
];
