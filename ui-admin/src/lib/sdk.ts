import { type CredentialStore, type Credentials, createClient, type TradesimClient } from '@tradesim/sdk';

/** Apart from the user app's key, so an admin and a user can be signed in side by side. */
export const adminSessionKey = 'tradesim.admin-session';

/**
 * Keeps the admin session (the SDK's `Credentials.admin`) in localStorage, read on every call,
 * so a sign-out or a refresh in one tab is what every other tab sends next.
 */
export function localStorageStore(storage: Storage): CredentialStore {
  return {
    load(): Credentials {
      try {
        const saved = JSON.parse(storage.getItem(adminSessionKey) ?? 'null') as Credentials | null;
        return { user: null, admin: saved?.admin ?? null };
      } catch {
        return { user: null, admin: null };
      }
    },
    save(credentials) {
      if (credentials.admin) storage.setItem(adminSessionKey, JSON.stringify({ admin: credentials.admin }));
      else storage.removeItem(adminSessionKey);
    },
  };
}

/** The SDK client plus a way to hear that the server ended the admin session (expired, revoked). */
export interface AppSdk {
  client: TradesimClient;
  onSignedOut(listener: () => void): () => void;
}

export function createAppSdk(options: { baseUrl?: string; storage?: Storage } = {}): AppSdk {
  const listeners = new Set<() => void>();
  const client = createClient({
    baseUrl: options.baseUrl ?? '',
    store: localStorageStore(options.storage ?? window.localStorage),
    onSignedOut: (kind) => {
      if (kind === 'admin') for (const listener of listeners) listener();
    },
  });
  return {
    client,
    onSignedOut(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
