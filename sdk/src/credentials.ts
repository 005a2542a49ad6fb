import type { AdminCookieSession, AdminSession, Session } from '@tradesim/core';

/**
 * What a client is signed in with: a user session, an admin session, or both (tests). An admin
 * session is a bearer token (CLI, scripts) or the console's cookie, of which the client holds
 * only the CSRF token its writes carry.
 */
export interface Credentials {
  user: Session | null;
  admin: AdminSession | HeldCookieSession | null;
}

/** A cookie session as a client holds it: never a token (`token` is there to say so to TypeScript). */
export type HeldCookieSession = AdminCookieSession & { token?: undefined };

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
