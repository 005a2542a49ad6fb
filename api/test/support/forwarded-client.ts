import { type CredentialStore, createClient, memoryStore, type TradesimClient } from '@tradesim/sdk';
import type { TestServer } from './test-server.js';

/** Client addresses for tests that count by address: each call answers one not answered before. */
export function addressPool(): () => string {
  let count = 0;
  return () => {
    count += 1;
    return `10.${Math.floor(count / 250)}.${count % 250}.1`;
  };
}

/**
 * An SDK client whose requests name `ip` in X-Forwarded-For, as behind one reverse proxy (the
 * server runs with TRUST_PROXY=1). Clients sharing a store share its session.
 */
export function clientFrom(
  t: TestServer,
  ip: string,
  store: CredentialStore = memoryStore(),
): TradesimClient {
  return createClient({
    baseUrl: t.url,
    store,
    fetch: (input, init) =>
      fetch(input, {
        ...init,
        headers: { ...(init?.headers as Record<string, string>), 'x-forwarded-for': ip },
      }),
  });
}
