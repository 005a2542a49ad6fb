import type { RealtimeEvent } from '@tradesim/core';
import type { RealtimeHandler, TradesimClient } from '@tradesim/sdk';
import { vi } from 'vitest';
import type { AppSdk } from '../lib/sdk.js';
import { adminFixture } from './fixtures.js';

/** Any fake may stand in for a method (its answer is the test's business); objects nest. */
type DeepPartial<T> = {
  [K in keyof T]?: T[K] extends (...args: never[]) => unknown
    ? (...args: never[]) => unknown
    : DeepPartial<T[K]>;
};

export interface FakeSdk extends AppSdk {
  /** Delivers a realtime event to every handler the screen subscribed. */
  emit(event: Omit<RealtimeEvent, 'type' | 'at'>): void;
  /** Makes the app hear that the server ended the admin session. */
  endSession(): void;
}

export const adminSessionFixture = { token: 'admin-token', expiresAt: '2099-01-01T00:00:00.000Z' };

/**
 * An SDK whose methods are the given fakes, merged over a signed-in admin whose session check
 * answers with `adminFixture()`. Calling anything not given rejects with "not mocked: <path>",
 * so a screen that makes an unexpected call shows its error state and the test says which.
 */
export function fakeSdk(
  overrides: DeepPartial<TradesimClient> = {},
  options: { signedIn?: boolean } = {},
): FakeSdk {
  const handlers = new Map<string, Set<RealtimeHandler>>();
  const signedOutListeners = new Set<() => void>();
  let admin = options.signedIn === false ? null : adminSessionFixture;
  const builtIns = {
    credentials: () => ({ user: null, admin }),
    admin: {
      auth: {
        session: vi.fn(async () => ({ admin: adminFixture(), expiresAt: adminSessionFixture.expiresAt })),
        logout: vi.fn(async () => {
          admin = null;
        }),
      },
    },
    realtime: {
      subscribe: vi.fn((topics: readonly string[], handler: RealtimeHandler) => {
        for (const topic of topics) {
          const set = handlers.get(topic) ?? new Set();
          set.add(handler);
          handlers.set(topic, set);
        }
        return {
          ready: Promise.resolve(),
          unsubscribe: () => {
            for (const topic of topics) handlers.get(topic)?.delete(handler);
          },
        };
      }),
      close: vi.fn(),
    },
  };
  const client = proxy([], merge(builtIns, overrides as Record<string, unknown>)) as TradesimClient;
  return {
    client,
    onSignedOut(listener) {
      signedOutListeners.add(listener);
      return () => signedOutListeners.delete(listener);
    },
    emit(event) {
      for (const handler of handlers.get(event.topic) ?? []) {
        handler({ type: 'event', at: new Date(0).toISOString(), ...event } as RealtimeEvent);
      }
    },
    endSession() {
      admin = null;
      for (const listener of signedOutListeners) listener();
    },
  };
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Overrides win; nested objects (client.admin.auth) merge instead of replacing the built-ins. */
function merge(base: Record<string, unknown>, extra: Record<string, unknown>): Record<string, unknown> {
  const result: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(extra)) {
    const current = result[key];
    result[key] = isPlainObject(current) && isPlainObject(value) ? merge(current, value) : value;
  }
  return result;
}

function proxy(path: string[], target: Record<string, unknown>): unknown {
  return new Proxy(target, {
    get(object, key) {
      if (typeof key === 'symbol' || key === 'then') return undefined;
      const value = object[key];
      if (value !== undefined) {
        if (isPlainObject(value)) return proxy([...path, key], value);
        return value;
      }
      return proxy([...path, key], notMocked([...path, key]) as unknown as Record<string, unknown>);
    },
  });
}

function notMocked(path: string[]): () => Promise<never> {
  return () => Promise.reject(new Error(`not mocked: ${path.join('.')}`));
}
