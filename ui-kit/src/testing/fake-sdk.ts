import { type RealtimeEvent, realtimeEventSchema } from '@tradesim/core';
import type { RealtimeHandler } from '@tradesim/sdk';
import { vi } from 'vitest';
import type { AppSdk } from '../sdk/app-sdk.js';

export interface FakeSdk extends AppSdk {
  /**
   * Delivers a realtime event to every handler the screen subscribed. The app subscribes once a
   * screen's first reads have answered (ui-user's after-first-reads.ts); an event emitted before
   * any handler of its topic subscribed waits for the first, as a test means "when the app hears".
   */
  emit(event: EmittedEvent): void;
  /** Makes the app hear that the server ended the session, and why (its default words if not said). */
  endSession(why?: string): void;
}

/** A realtime event as a test writes it: its `type` and `at` are filled in. */
export type EmittedEvent = RealtimeEvent extends infer E
  ? E extends unknown
    ? Omit<E, 'type' | 'at'>
    : never
  : never;

export interface FakeSdkSetup {
  /** The app's own fakes (at least `credentials`), under the test's overrides. */
  builtIns: Record<string, unknown>;
  /** Runs when the session ends, before the app hears of it (e.g. to forget the credentials). */
  onEndSession?: () => void;
}

/**
 * An SDK whose methods are the given fakes, merged over the app's built-ins and a realtime
 * channel that `emit` drives. Calling anything not given rejects with "not mocked: <path>", so a
 * screen that makes an unexpected call shows its error state and the test says which call it was.
 */
export function buildFakeSdk(overrides: object, setup: FakeSdkSetup): FakeSdk {
  const handlers = new Map<string, Set<RealtimeHandler>>();
  const waiting = new Map<string, Parameters<RealtimeHandler>[0][]>();
  const signedOutListeners = new Set<(why: string) => void>();
  const realtime = {
    subscribe: vi.fn((topics: readonly string[], handler: RealtimeHandler) => {
      for (const topic of topics) {
        const set = handlers.get(topic) ?? new Set();
        set.add(handler);
        handlers.set(topic, set);
        for (const event of waiting.get(topic) ?? []) handler(event);
        waiting.delete(topic);
      }
      return {
        ready: Promise.resolve(),
        unsubscribe: () => {
          for (const topic of topics) handlers.get(topic)?.delete(handler);
        },
      };
    }),
    close: vi.fn(),
  };
  const builtIns = { ...setup.builtIns, realtime };
  const client = proxy([], merge(builtIns, overrides as Record<string, unknown>)) as AppSdk['client'];
  return {
    client,
    onSignedOut(listener) {
      signedOutListeners.add(listener);
      return () => signedOutListeners.delete(listener);
    },
    emit(event) {
      // Checked as the real SDK checks what the server sends: a test cannot emit what no server would.
      const checked = realtimeEventSchema.parse({ type: 'event', at: new Date(0).toISOString(), ...event });
      const listening = handlers.get(event.topic);
      if (!listening?.size) waiting.set(event.topic, [...(waiting.get(event.topic) ?? []), checked]);
      for (const handler of listening ?? []) handler(checked);
    },
    endSession(why = 'Invalid or expired session') {
      setup.onEndSession?.();
      for (const listener of signedOutListeners) listener(why);
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
