import type { AnyRoute } from './http/route.js';
import { adminApprovalRoutes } from './modules/admin-approvals/routes.js';
import { adminAuthRoutes } from './modules/admin-auth/routes.js';
import { priceFeedRoutes } from './modules/admin-catalogue/price-feed-routes.js';
import { adminCatalogueRoutes } from './modules/admin-catalogue/routes.js';
import { adminOpsRoutes } from './modules/admin-ops/routes.js';
import { adminReviewRoutes } from './modules/admin-review/routes.js';
import { adminSecurityRoutes } from './modules/admin-security/routes.js';
import { adminSettingsRoutes } from './modules/admin-settings/routes.js';
import { adminStaffRoutes } from './modules/admin-staff/routes.js';
import { adminSupportRoutes } from './modules/admin-support/routes.js';
import { adminUserRoutes } from './modules/admin-users/routes.js';
import { authRoutes } from './modules/auth/routes.js';
import { backgroundJobRoutes } from './modules/background-jobs/routes.js';
import { healthRoutes } from './modules/health/routes.js';
import { investmentRoutes } from './modules/investments/routes.js';
import { marketRoutes } from './modules/market/routes.js';
import { meRoutes } from './modules/me/routes.js';
import { mfaRoutesForStaff, mfaRoutesForUsers } from './modules/mfa/routes.js';
import { notificationRoutes } from './modules/notifications/routes.js';
import { supportRoutes } from './modules/support/routes.js';
import { testClockRoutes } from './modules/test-clock/routes.js';
import { walletRoutes } from './modules/wallet/routes.js';

/** Every route of the API; the OpenAPI document is generated from this same list. */
export function allRoutes(options: { testClock: boolean }): AnyRoute[] {
  return [
    ...healthRoutes,
    ...authRoutes,
    ...meRoutes,
    ...mfaRoutesForUsers,
    ...marketRoutes,
    ...investmentRoutes,
    ...walletRoutes,
    ...notificationRoutes,
    ...supportRoutes,
    ...adminAuthRoutes,
    ...mfaRoutesForStaff,
    ...adminOpsRoutes,
    ...adminUserRoutes,
    ...adminCatalogueRoutes,
    // The catalogue's long runs (bulk add, icon refresh) report through the background jobs.
    ...backgroundJobRoutes,
    ...priceFeedRoutes,
    ...adminReviewRoutes,
    ...adminSupportRoutes,
    ...adminSettingsRoutes,
    ...adminSecurityRoutes,
    ...adminStaffRoutes,
    ...adminApprovalRoutes,
    ...(options.testClock ? testClockRoutes : []),
  ];
}
