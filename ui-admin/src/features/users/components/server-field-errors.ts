import { isAppError } from '@tradesim/core';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/**
 * A server VALIDATION_FAILED names the fields it refused: put each message under its input.
 * Returns whether it did, so the caller shows a banner only for other failures.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  names: readonly Path<T>[],
  setError: UseFormSetError<T>,
): boolean {
  if (!isAppError(error) || !error.fields) return false;
  let applied = false;
  for (const name of names) {
    const message = error.fields[name];
    if (message) {
      setError(name, { type: 'server', message });
      applied = true;
    }
  }
  return applied;
}
