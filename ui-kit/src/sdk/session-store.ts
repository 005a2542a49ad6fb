import type { CredentialStore, Credentials } from '@tradesim/sdk';

/** Which of the SDK's two sessions an app keeps: the user app the user's, the console the admin's. */
export type SessionKind = 'user' | 'admin';

const signedOut: Credentials = { user: null, admin: null };

/**
 * Keeps one app's session (its `kind` of the SDK's `Credentials`) in localStorage under the
 * app's own key, read on every call, so a token one tab rotated or a sign-out in one tab is what
 * every other tab sends next (a stale refresh token would count as reuse and end the session
 * everywhere). The keys differ per app so an admin and a user can be signed in side by side.
 */
export function sessionStore(kind: SessionKind, storageKey: string, storage: Storage): CredentialStore {
  return {
    load(): Credentials {
      try {
        const saved = JSON.parse(storage.getItem(storageKey) ?? 'null') as Credentials | null;
        return { ...signedOut, [kind]: saved?.[kind] ?? null };
      } catch {
        return { ...signedOut };
      }
    },
    save(credentials) {
      const session = credentials[kind];
      if (session) storage.setItem(storageKey, JSON.stringify({ [kind]: session }));
      else storage.removeItem(storageKey);
    },
  };
}
