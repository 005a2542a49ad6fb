import { isAppError } from '@tradesim/core';

/**
 * Kept so the screens' `lib/errors` imports stay put. The console always passes its fallback,
 * from the catalogue of docs/product/admin-console.md#error-messages (`adminScreenMessages`).
 */
export { errorMessage } from '@tradesim/ui-kit/sdk';

/**
 * The staff policy refused the action: this session was opened without a second factor
 * (403 MFA_REQUIRED_FOR_ACTION). Unlike other refusals the admin can fix it themselves, so
 * screens add a way to the Security page (components/action-error.tsx).
 */
export function needsSecondFactor(error: unknown): boolean {
  return isAppError(error) && error.code === 'MFA_REQUIRED_FOR_ACTION';
}
