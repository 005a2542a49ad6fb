import type { Call } from '../../call.js';
import type { Http } from '../../http.js';
import { adminAuthResource, testClockResource } from '../admin-auth.js';
import { adminApprovalsResource } from './approvals.js';
import { adminAssetsResource, adminPriceFeedResource } from './catalogue.js';
import { adminOpsResource } from './ops.js';
import { adminPaymentSettingsResource, adminTransactionsResource } from './review.js';
import {
  adminDurationsResource,
  adminNotificationSettingsResource,
  adminSecuritySettingsResource,
  adminTradingSettingsResource,
} from './settings.js';
import { adminStaffResource } from './staff.js';
import { adminSupportResource } from './support.js';
import { adminUsersResource } from './users.js';

/** `client.admin.*`: every back-office route of docs/reference/http.md (admin session token). */
export function adminResource(http: Http, call: Call) {
  const ops = adminOpsResource(call);
  return {
    auth: adminAuthResource(http, call),
    testClock: testClockResource(call),
    dashboard: ops.dashboard,
    users: adminUsersResource(call),
    assets: adminAssetsResource(call),
    priceFeed: adminPriceFeedResource(call),
    transactions: adminTransactionsResource(call),
    paymentSettings: adminPaymentSettingsResource(call),
    support: adminSupportResource(call),
    durations: adminDurationsResource(call),
    tradingSettings: adminTradingSettingsResource(call),
    securitySettings: adminSecuritySettingsResource(call),
    notificationSettings: adminNotificationSettingsResource(call),
    staff: adminStaffResource(call),
    approvals: adminApprovalsResource(call),
    audit: ops.audit,
    ledger: ops.ledger,
    jobs: ops.jobs,
  };
}
