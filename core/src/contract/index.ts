/**
 * `@tradesim/core/contract`: every route of the API, declared once and grouped as the SDK's
 * client is, so that `contract.wallet.withdraw` is what `client.wallet.withdraw` calls. The API
 * implements a handler per contract, the OpenAPI document and the HTTP reference are written
 * from them, and the SDK's route table is generated from them (scripts/generate-sdk-routes.ts).
 */
import { authContract } from './auth.js';
import { healthContract, probesContract } from './health.js';
import { walletContract } from './wallet.js';

export * from './define.js';
export { passwordRefused } from './password-refused.js';
export type * from './types.js';

export const contract = {
  health: healthContract,
  probes: probesContract,
  auth: authContract,
  wallet: walletContract,
};

export type Contract = typeof contract;
