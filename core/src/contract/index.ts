/**
 * `@tradesim/core/contract`: every route of the API, declared once and grouped as the SDK's
 * client is, so that `contract.wallet.withdraw` is what `client.wallet.withdraw` calls. The API
 * implements a handler per contract, the OpenAPI document and the HTTP reference are written
 * from them, and the SDK's route table is generated from them (scripts/generate-sdk-routes.ts).
 */
import { adminUsersContract } from './customers.js';
import { healthContract, probesContract } from './health.js';
import {
  adminDurationsContract,
  adminNotificationSettingsContract,
  adminSecuritySettingsContract,
  adminTradingSettingsContract,
} from './settings.js';
import { adminApprovalsContract, adminAuthContract, adminStaffContract } from './staff.js';
import { testClockContract } from './test-clock.js';
import { walletContract } from './wallet.js';

export * from './define.js';
export type * from './types.js';

export const contract = {
  health: healthContract,
  probes: probesContract,
  wallet: walletContract,
  /** The back office (`client.admin`), grouped as sdk/src/resources/admin/index.ts is. */
  admin: {
    auth: adminAuthContract,
    testClock: testClockContract,
    users: adminUsersContract,
    durations: adminDurationsContract,
    tradingSettings: adminTradingSettingsContract,
    securitySettings: adminSecuritySettingsContract,
    notificationSettings: adminNotificationSettingsContract,
    staff: adminStaffContract,
    approvals: adminApprovalsContract,
  },
};

export type Contract = typeof contract;
