import { type AppSdk, createAppSdk as createSessionSdk } from '@tradesim/ui-kit/sdk';
import { userSessionKey } from './session-key.js';

export type { AppSdk } from '@tradesim/ui-kit/sdk';
export { userSessionKey } from './session-key.js';

/** The SDK the user app runs on: it keeps and watches the user session. */
export function createAppSdk(
  options: { baseUrl?: string; storage?: Storage; fetch?: typeof fetch } = {},
): AppSdk {
  return createSessionSdk({ ...options, kind: 'user', storageKey: userSessionKey });
}
