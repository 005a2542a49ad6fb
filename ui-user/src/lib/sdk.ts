import { type AppSdk, createAppSdk as createSessionSdk } from '@tradesim/ui-kit/sdk';

export type { AppSdk } from '@tradesim/ui-kit/sdk';

/** Where the user session is kept (apart from the console's, so both can be signed in at once). */
export const userSessionKey = 'tradesim.session';

/** The SDK the user app runs on: it keeps and watches the user session. */
export function createAppSdk(options: { baseUrl?: string; storage?: Storage } = {}): AppSdk {
  return createSessionSdk({ ...options, kind: 'user', storageKey: userSessionKey });
}
