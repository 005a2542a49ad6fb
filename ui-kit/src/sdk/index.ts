/**
 * @tradesim/ui-kit/sdk: the SDK plumbing both apps run on (session store, SDK context, query
 * client, error texts, the provider stack). Unlike the rest of ui-kit it knows the SDK; the apps
 * configure it (their storage key and session kind) in their own src/lib/sdk.ts. The account
 * security cards are a separate entry, @tradesim/ui-kit/sdk/account (see there why).
 */
export { AppProviders } from './app-providers.js';
export { type AppSdk, type AppSdkOptions, createAppSdk } from './app-sdk.js';
export { errorMessage } from './errors.js';
export { createQueryClient } from './query-client.js';
export { SdkProvider, useAppSdk, useClient } from './sdk-context.js';
export { type SessionKind, sessionStore } from './session-store.js';
export { SignInFields } from './sign-in/sign-in-fields.js';
export { type SignInValues, useSignInForm } from './sign-in/use-sign-in-form.js';
