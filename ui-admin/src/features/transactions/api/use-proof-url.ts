import { useEffect, useState } from 'react';
import { useClient } from '../../../lib/sdk-context.js';

export type ProofState = { status: 'loading' } | { status: 'ready'; url: string } | { status: 'error' };

/**
 * The deposit's proof image as an object URL. A plain <img src> cannot send the admin token,
 * so the SDK fetches the bytes; the URL is revoked when the details close (or another
 * transaction opens), so no proof image outlives the modal in memory.
 * DESIGN: not a cached query: every realtime event invalidates the transaction keys and would
 * download the image again.
 */
export function useProofUrl(id: string, enabled: boolean) {
  const client = useClient();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<ProofState>({ status: 'loading' });
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the Retry trigger: it downloads again.
  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    let url: string | null = null;
    setState({ status: 'loading' });
    client.admin.transactions.proof(id).then(
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
  }, [client, id, enabled, attempt]);
  return { state, retry: () => setAttempt((value) => value + 1) };
}
