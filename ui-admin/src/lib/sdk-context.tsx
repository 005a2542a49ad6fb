/** Kept so the screens' `lib/sdk-context` imports stay put; the context lives in ui-kit. */
export { SdkProvider, useAppSdk, useClient } from '@tradesim/ui-kit/sdk';
