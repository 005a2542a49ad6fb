import { isAppError } from '@tradesim/core';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/**
 * The text to show for a failed call: the server's message (the spec's exact wording crosses
 * the wire in AppError), or the screen's fallback for anything that is not an AppError.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (isAppError(error)) return error.message;
  return fallback;
}

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
