// Why it is built this way: docs/decisions/0022-ui-stacks.md
import { createClient, type TradesimClient } from '@tradesim/sdk';
import { type SessionKind, sessionStore } from './session-store.js';

/**
 * The SDK client plus a way to hear that the server ended the app's session (expired, revoked,
 * banned, a staff member disabled), with the server's words for why.
 */
export interface AppSdk {
  client: TradesimClient;
  onSignedOut(listener: (why: string) => void): () => void;
}

export interface AppSdkOptions {
  /** The session the app keeps, and the localStorage key it keeps it under. */
  kind: SessionKind;
  storageKey: string;
  baseUrl?: string;
  storage?: Storage;
  /** The browser's Web Locks (navigator.locks), shared by every tab of this origin. */
  locks?: LockManager;
  /** The fetch the SDK sends with (the user app's hands over reads it started early). */
  fetch?: typeof fetch;
}

/**
 * Refreshes hold a Web Lock named after the session's key, so tabs sharing that session refresh
 * one at a time and the later ones take the session the first got (the SDK's `refreshLock`).
 * Where there are no Web Locks (old browsers, jsdom), each tab refreshes alone, as before.
 */
export function refreshLockFor(locks: LockManager | undefined, name: string) {
  if (!locks) return undefined;
  // request() resolves with what the callback's promise resolves to; this lib types it unflattened.
  return <T>(run: () => Promise<T>): Promise<T> =>
    locks.request(name, { mode: 'exclusive' }, run) as unknown as Promise<T>;
}

export function createAppSdk(options: AppSdkOptions): AppSdk {
  const listeners = new Set<(why: string) => void>();
  const client = createClient({
    baseUrl: options.baseUrl ?? '',
    ...(options.fetch ? { fetch: options.fetch } : {}),
    store: sessionStore(options.kind, options.storageKey, options.storage ?? window.localStorage),
    refreshLock: refreshLockFor(
      options.locks ?? globalThis.navigator?.locks,
      `${options.storageKey}.refresh`,
    ),
    onSignedOut: (kind, error) => {
      if (kind === options.kind) for (const listener of listeners) listener(error.message);
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
