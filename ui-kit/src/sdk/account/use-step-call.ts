import { useState } from 'react';
import { errorMessage } from '../errors.js';

/**
 * One step's call to the server (set up, turn on, new codes, turn off): busy while it runs, and
 * why it failed, shown by the step that made it. `onStart` lets the card drop a notice of an
 * earlier step ("Two-step verification is off.") as a new call begins.
 */
export function useStepCall(onStart?: () => void) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setFailure(null);
    onStart?.();
    try {
      await work();
    } catch (error) {
      setFailure(errorMessage(error, 'Something went wrong. Please try again.'));
    } finally {
      setBusy(false);
    }
  };
  return { busy, failure, run };
}
