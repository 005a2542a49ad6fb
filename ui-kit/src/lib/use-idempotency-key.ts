import { useCallback, useRef } from 'react';

/**
 * One Idempotency-Key per request (docs/contract.md#conventions): a retry of the same request (after a
 * network failure, a double click) carries the same key, so the server acts at most once.
 * The key is renewed when the request itself changes (another amount, address, file or
 * approval), and by `renew` after the server refused it for good: a 4xx is replayed forever
 * under its key, so "would be negative" must be asked afresh once the balance has grown.
 */
export function useIdempotencyKey() {
  const current = useRef<{ request: string; key: string } | null>(null);
  const keyFor = useCallback((request: string) => {
    if (current.current?.request !== request) current.current = { request, key: crypto.randomUUID() };
    return current.current.key;
  }, []);
  const renew = useCallback(() => {
    current.current = null;
  }, []);
  return { keyFor, renew };
}
