import { randomUUID } from 'node:crypto';
import type { TradesimClient } from '@tradesim/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allRoutes } from '../src/routes.js';
import { expectAppError } from './support/errors.js';
import { startTestServer, type TestServer } from './support/test-server.js';

/**
 * Every admin row of docs/reference/http.md (and "Test clock"), plus the three Security routes the
 * console added, as method and path. The test checks
 * that each is mounted, and that every mounted admin route refuses a regular user's token.
 */
const apiMdAdminRoutes = [
  'POST /api/admin/auth/refresh',
  'POST /api/admin/auth/logout',
  'GET /api/admin/auth/session',
  // docs/contract.md#staff-roles-second-factor-and-dual-control.
  'POST /api/admin/auth/mfa/setup',
  'POST /api/admin/auth/mfa/enable',
  // Beyond the base contract: new recovery codes (docs/contract.md#staff-roles-second-factor-and-dual-control).
  'POST /api/admin/auth/mfa/recovery-codes',
  'POST /api/admin/auth/mfa/disable',
  // Beyond the base contract: the Security screen's password change and session list (docs/product/admin-console.md).
  'POST /api/admin/auth/password',
  'GET /api/admin/auth/sessions',
  'DELETE /api/admin/auth/sessions/:id',
  'GET /api/admin/dashboard',
  'GET /api/admin/users',
  'GET /api/admin/users/:id',
  'GET /api/admin/users/:id/timeline',
  'POST /api/admin/users/:id/balance-adjustments',
  'POST /api/admin/users/:id/ban',
  'POST /api/admin/users/:id/unban',
  'GET /api/admin/assets',
  'POST /api/admin/assets',
  'PATCH /api/admin/assets/:id',
  'DELETE /api/admin/assets/:id',
  'GET /api/admin/market/search',
  'POST /api/admin/assets/bulk',
  'POST /api/admin/assets/images',
  'GET /api/admin/price-feed',
  'POST /api/admin/price-feed/start',
  'POST /api/admin/price-feed/stop',
  'POST /api/admin/price-feed/update-now',
  'GET /api/admin/transactions',
  'GET /api/admin/transactions/export.csv',
  'GET /api/admin/transactions/:id',
  'POST /api/admin/transactions/:id/approve',
  'POST /api/admin/transactions/:id/reject',
  'GET /api/admin/payment-settings',
  'PUT /api/admin/payment-settings',
  'POST /api/admin/payment-settings/qr',
  'DELETE /api/admin/payment-settings/qr',
  'POST /api/admin/payment-settings/qr/generate',
  'GET /api/admin/support/tickets',
  'GET /api/admin/support/tickets/:id',
  'POST /api/admin/support/tickets/:id/messages',
  'PATCH /api/admin/support/tickets/:id',
  'GET /api/admin/support/responses',
  'GET /api/admin/durations',
  'POST /api/admin/durations',
  'PATCH /api/admin/durations/:id',
  'DELETE /api/admin/durations/:id',
  'GET /api/admin/settings/trading',
  'PUT /api/admin/settings/trading',
  'GET /api/admin/settings/security',
  'PUT /api/admin/settings/security',
  'GET /api/admin/settings/notifications',
  'PUT /api/admin/settings/notifications',
  'GET /api/admin/staff',
  'POST /api/admin/staff',
  'PATCH /api/admin/staff/:id',
  'POST /api/admin/staff/:id/mfa-reset',
  'GET /api/admin/approvals',
  'GET /api/admin/approvals/:id/file',
  'POST /api/admin/approvals/:id/approve',
  'POST /api/admin/approvals/:id/reject',
  'GET /api/admin/audit-log',
  'GET /api/admin/audit-log/export.csv',
  'GET /api/admin/ledger/verify',
  'POST /api/admin/jobs/:name/run',
  'GET /api/admin/jobs/:id',
  'GET /api/admin/test-clock',
  'POST /api/admin/test-clock/advance',
];

const mountedAdminRoutes = allRoutes({ testClock: true })
  .filter((route) => route.auth === 'admin')
  .map((route) => `${route.method.toUpperCase()} ${route.path}`);

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A concrete path for a route pattern: ids are fresh UUIDs, a job name is a real one. */
function concrete(path: string): string {
  return path.replace(':name', 'price-tick').replace(/:[a-zA-Z]+/g, () => randomUUID());
}

function call(client: TradesimClient, route: string) {
  const [method, path] = route.split(' ') as [Method, string];
  const body = method === 'GET' ? undefined : {};
  return client.request({ method, path: concrete(path), auth: 'admin', body });
}

let t: TestServer;
let user: TradesimClient;
let userToken: string;

beforeAll(async () => {
  t = await startTestServer({ testClock: true });
  const signedIn = await t.userClient();
  userToken = signedIn.client.credentials().user?.accessToken ?? '';
  user = t.clientWithToken(userToken);
});
afterAll(async () => {
  await t.close();
});

describe('admin routes', () => {
  it('mount every admin route of docs/reference/http.md, and nothing else under admin auth', () => {
    expect([...mountedAdminRoutes].sort()).toEqual([...apiMdAdminRoutes].sort());
  });

  it.each(mountedAdminRoutes)('%s answers 403 ADMIN_REQUIRED to a regular user', async (route) => {
    expect(userToken).not.toBe('');
    await expectAppError(call(user, route), 'ADMIN_REQUIRED', 'Access denied. Admin privileges required.');
  });

  it.each(mountedAdminRoutes)('%s answers 401 without a token', async (route) => {
    await expectAppError(call(t.client(), route), 'ADMIN_SESSION_INVALID', 'Invalid or expired session');
  });
});
