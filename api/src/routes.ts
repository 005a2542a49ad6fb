import type { AnyRoute } from './http/route.js';
import { adminAuthRoutes } from './modules/admin-auth/routes.js';
import { authRoutes } from './modules/auth/routes.js';
import { healthRoutes } from './modules/health/routes.js';
import { meRoutes } from './modules/me/routes.js';
import { testClockRoutes } from './modules/test-clock/routes.js';

/** Every route of the API; the OpenAPI document is generated from this same list. */
export function allRoutes(options: { testClock: boolean }): AnyRoute[] {
  return [
    ...healthRoutes,
    ...authRoutes,
    ...meRoutes,
    ...adminAuthRoutes,
    ...(options.testClock ? testClockRoutes : []),
  ];
}
