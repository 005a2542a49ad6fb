/**
 * @tradesim/ui-kit/sdk: the SDK plumbing both apps run on (session store, SDK context, query
 * client, error texts, the provider stack). Unlike the rest of ui-kit it knows the SDK; the apps
 * configure it (their storage key and session kind) in their own src/lib/sdk.ts. The account
 * security cards and the sign-in form are separate entries, @tradesim/ui-kit/sdk/account and
 * @tradesim/ui-kit/sdk/sign-in (see there why).
 */
export { AppProviders } from './app-providers.js';
export { type AppSdk, type AppSdkOptions, createAppSdk } from './app-sdk.js';
export { errorMessage, showServerFieldErrors } from './errors.js';
export { createQueryClient } from './query-client.js';
export { SdkProvider, useAppSdk, useClient } from './sdk-context.js';
export { type SessionKind, sessionStore } from './session-store.js';
