/**
 * `@tradesim/core/contract`: every route of the API, declared once and grouped as the SDK's
 * client is, so that `contract.wallet.withdraw` is what `client.wallet.withdraw` calls. The API
 * implements a handler per contract, the OpenAPI document and the HTTP reference are written
 * from them, and the SDK's route table is generated from them (scripts/generate-sdk-routes.ts).
 */
import { authContract } from './auth.js';
import { healthContract, probesContract } from './health.js';
import { investmentsContract } from './investments.js';
import { marketContract } from './market.js';
import { staffMfaContract } from './mfa.js';
import { notificationsContract } from './notifications.js';
import { meContract, sessionsContract } from './sessions.js';
import { supportContract } from './support.js';
import { walletContract } from './wallet.js';

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
  admin: {
    // The staff's own second factor; the rest of `admin.auth` is the admin-auth contract's.
    auth: { mfa: staffMfaContract },
  },
};

export type Contract = typeof contract;
