import { isAppError } from '@tradesim/core';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

// Generic (QueryState shows it too), so it lives in lib/; the apps keep importing it from here.
export { errorMessage } from '../lib/error-message.js';

/**
 * Puts the server's per-field messages (VALIDATION_FAILED `fields`) under the form's own inputs,
 * so a rule only the server checks reads like any other validation message. Returns how many
 * landed on a field of this form: the caller shows a banner only when none did.
 */
export function showServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  names: readonly Path<T>[],
): number {
  if (!isAppError(error) || !error.fields) return 0;
  let shown = 0;
  for (const name of names) {
    const message = error.fields[name];
    if (message) {
      setError(name, { type: 'server', message });
      shown += 1;
    }
  }
  return shown;
}
