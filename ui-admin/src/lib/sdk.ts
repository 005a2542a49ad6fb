import { type AppSdk, createAppSdk as createSessionSdk } from '@tradesim/ui-kit/sdk';

export type { AppSdk } from '@tradesim/ui-kit/sdk';

/** Apart from the user app's key, so an admin and a user can be signed in side by side. */
export const adminSessionKey = 'tradesim.admin-session';

/** The SDK the console runs on: it keeps and watches the admin session. */
export function createAppSdk(options: { baseUrl?: string; storage?: Storage } = {}): AppSdk {
  return createSessionSdk({ ...options, kind: 'admin', storageKey: adminSessionKey });
}
