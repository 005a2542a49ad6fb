import { type CredentialStore, type Credentials, createClient, type TradesimClient } from '@tradesim/sdk';

const storageKey = 'tradesim.session';

/**
 * Keeps the user session in localStorage, read on every call, so a token one tab rotated is
 * the one every other tab sends next (a stale refresh token would count as reuse and end the
 * session everywhere).
 */
export function localStorageStore(storage: Storage): CredentialStore {
  return {
    load(): Credentials {
      try {
        const saved = JSON.parse(storage.getItem(storageKey) ?? 'null') as Credentials | null;
        return { user: saved?.user ?? null, admin: null };
      } catch {
        return { user: null, admin: null };
      }
    },
    save(credentials) {
      if (credentials.user) storage.setItem(storageKey, JSON.stringify({ user: credentials.user }));
      else storage.removeItem(storageKey);
    },
  };
}

/** The SDK client plus a way to hear that the server ended the session (expired, revoked, banned). */
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
      if (kind === 'user') for (const listener of listeners) listener();
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
