import type { AdminSession, Session } from '@tradesim/core';

/** What a client is signed in with: a user session, an admin session, or both (tests). */
export interface Credentials {
  user: Session | null;
  admin: AdminSession | null;
}

/**
 * Where credentials live between calls: memory by default, localStorage in the UIs, a file
 * with mode 600 in the CLI. `save` is called after every sign-in, refresh and sign-out.
 */
export interface CredentialStore {
  load(): Credentials;
  save(credentials: Credentials): void;
}

export function memoryStore(initial: Partial<Credentials> = {}): CredentialStore {
  let current: Credentials = { user: initial.user ?? null, admin: initial.admin ?? null };
  return {
    load: () => current,
    save: (credentials) => {
      current = credentials;
    },
  };
}
