/**
 * `@tradesim/core/contract`: every route of the API, declared once and grouped as the SDK's
 * client is, so that `contract.wallet.withdraw` is what `client.wallet.withdraw` calls. The API
 * implements a handler per contract, the OpenAPI document and the HTTP reference are written
 * from them, and the SDK's route table is generated from them (scripts/sdk-routes.ts).
 */

import { adminAuditContract } from './audit.js';
import { authContract } from './auth.js';
import { adminAssetsContract, adminPriceFeedContract } from './catalogue.js';
import { adminUsersContract } from './customers.js';
import { healthContract, probesContract } from './health.js';
import { investmentsContract } from './investments.js';
import { adminJobsContract } from './jobs.js';
import { marketContract } from './market.js';
import { staffMfaContract } from './mfa.js';
import { notificationsContract } from './notifications.js';
import { adminDashboardContract, adminLedgerContract } from './ops.js';
import { meContract, sessionsContract } from './sessions.js';
import {
  adminDurationsContract,
  adminNotificationSettingsContract,
  adminSecuritySettingsContract,
  adminTradingSettingsContract,
} from './settings.js';
import { adminApprovalsContract, adminAuthContract, adminStaffContract } from './staff.js';
import { supportContract } from './support.js';
import { adminSupportContract } from './support-staff.js';
import { testClockContract } from './test-clock.js';
import { adminPaymentSettingsContract, adminTransactionsContract, walletContract } from './wallet.js';

export * from './define.js';
export { passwordRefused } from './password-refused.js';
export { realtimePath } from './realtime.js';
export type * from './types.js';

export const contract = {
  health: healthContract,
  probes: probesContract,
  auth: authContract,
  me: meContract,
  sessions: sessionsContract,
  market: marketContract,
  investments: investmentsContract,
  wallet: walletContract,
  notifications: notificationsContract,
  support: supportContract,
  /** The back office (`client.admin`), grouped as sdk/src/resources/admin/index.ts is. */
  admin: {
    auth: { ...adminAuthContract, mfa: staffMfaContract },
    testClock: testClockContract,
    dashboard: adminDashboardContract,
    users: adminUsersContract,
    assets: adminAssetsContract,
    priceFeed: adminPriceFeedContract,
    transactions: adminTransactionsContract,
    paymentSettings: adminPaymentSettingsContract,
    support: adminSupportContract,
    durations: adminDurationsContract,
    tradingSettings: adminTradingSettingsContract,
    securitySettings: adminSecuritySettingsContract,
    notificationSettings: adminNotificationSettingsContract,
    staff: adminStaffContract,
    approvals: adminApprovalsContract,
    audit: adminAuditContract,
    ledger: adminLedgerContract,
    jobs: adminJobsContract,
  },
};

export type Contract = typeof contract;
