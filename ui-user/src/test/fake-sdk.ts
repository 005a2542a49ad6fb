import type { RealtimeEvent } from '@tradesim/core';
import type { RealtimeHandler, TradesimClient } from '@tradesim/sdk';
import { vi } from 'vitest';
import type { AppSdk } from '../lib/sdk.js';

type DeepPartial<T> = {
  [K in keyof T]?: T[K] extends (...args: never[]) => unknown ? T[K] : DeepPartial<T[K]>;
};

export interface FakeSdk extends AppSdk {
  /** Delivers a realtime event to every handler the screen subscribed. */
  emit(event: Omit<RealtimeEvent, 'type' | 'at'>): void;
  /** Makes the app hear that the server ended the session. */
  endSession(): void;
}

/**
 * An SDK whose methods are the given fakes; calling anything not given rejects with
 * "not mocked: <path>", so a screen that makes an unexpected call shows its error state and
 * the test says which call it was.
 */
export function fakeSdk(
  overrides: DeepPartial<TradesimClient> = {},
  options: { signedIn?: boolean } = {},
): FakeSdk {
  const handlers = new Map<string, Set<RealtimeHandler>>();
  const signedOutListeners = new Set<() => void>();
  const session = { accessToken: 'token', refreshToken: 'refresh', expiresAt: '2099-01-01T00:00:00.000Z' };
  const builtIns = {
    credentials: () => ({ user: options.signedIn === false ? null : session, admin: null }),
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
  const client = proxy([], { ...builtIns, ...overrides }) as TradesimClient;
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
      for (const listener of signedOutListeners) listener();
    },
  };
}

function proxy(path: string[], target: Record<string, unknown>): unknown {
  return new Proxy(target, {
    get(object, key) {
      if (typeof key === 'symbol' || key === 'then') return undefined;
      const value = object[key];
      if (value !== undefined) {
        if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
          return proxy([...path, key], value as Record<string, unknown>);
        }
        return value;
      }
      return proxy([...path, key], notMocked([...path, key]) as unknown as Record<string, unknown>);
    },
  });
}

function notMocked(path: string[]): () => Promise<never> {
  return () => Promise.reject(new Error(`not mocked: ${path.join('.')}`));
}
