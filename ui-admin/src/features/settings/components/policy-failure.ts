import { isAppError } from '@tradesim/core';
import { needsSecondFactor } from '../../../lib/errors.js';

export const updatePolicyFailed = 'Failed to update the staff policy';

/** The server's refusal; wanting a second factor points at the two-step card on the same page. */
export function policyFailure(error: unknown): string {
  if (!isAppError(error) || error.status >= 500) return updatePolicyFailed;
  if (needsSecondFactor(error)) {
    return `${error.message}: use the Two-step verification card above, then try again.`;
  }
  return error.message;
}
