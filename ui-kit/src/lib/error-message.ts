import { isAppError } from '@tradesim/core';

/**
 * The text to show for a failed call: the server's message (the spec's exact wording crosses
 * the wire in AppError), or the screen's fallback for anything that is not an AppError.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (isAppError(error)) return error.message;
  return fallback;
}
