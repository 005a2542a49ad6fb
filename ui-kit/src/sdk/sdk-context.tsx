import type { TradesimClient } from '@tradesim/sdk';
import { createContext, type ReactNode, useContext } from 'react';
import type { AppSdk } from './app-sdk.js';

const SdkContext = createContext<AppSdk | null>(null);

/** Hands the SDK to every screen; tests hand in a fake one (`@tradesim/ui-kit/testing`). */
export function SdkProvider({ sdk, children }: { sdk: AppSdk; children: ReactNode }) {
  return <SdkContext.Provider value={sdk}>{children}</SdkContext.Provider>;
}

export function useAppSdk(): AppSdk {
  const sdk = useContext(SdkContext);
  if (!sdk) throw new Error('useAppSdk needs an <SdkProvider> above it');
  return sdk;
}

/** The typed API client (sdk/): the only way a screen reaches the server. */
export function useClient(): TradesimClient {
  return useAppSdk().client;
}
