import type { TradesimClient } from '@tradesim/sdk';
import { useEffect, useState } from 'react';
import { useClient } from './sdk-context.js';

export type BlobUrlState = { status: 'loading' } | { status: 'ready'; url: string } | { status: 'error' };

/**
 * A staff-only image (a deposit's proof, a QR code waiting for approval) as an object URL. A
 * plain <img src> cannot send the admin session, so the SDK fetches the bytes; the URL is revoked
 * when the screen closes or `key` changes, so no such image outlives its view in memory.
 * DESIGN: not a cached query: every realtime event invalidates the transaction and approval
 * keys and would download the image again.
 */
export function useBlobUrl(key: string, load: (client: TradesimClient) => Promise<Blob>, enabled: boolean) {
  const client = useClient();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<BlobUrlState>({ status: 'loading' });
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names what `load` fetches (a new closure each render); `attempt` is the Retry trigger.
  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    let url: string | null = null;
    setState({ status: 'loading' });
    load(client).then(
      (blob) => {
        if (cancelled) return;
        url = URL.createObjectURL(blob);
        setState({ status: 'ready', url });
      },
      () => {
        if (!cancelled) setState({ status: 'error' });
      },
    );
    return () => {
      cancelled = true;
      if (url) URL.revokeObjectURL(url);
    };
  }, [client, key, enabled, attempt]);
  return { state, retry: () => setAttempt((value) => value + 1) };
}
