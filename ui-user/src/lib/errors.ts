import { userScreenMessages } from '@tradesim/core';
import { errorMessage as sharedErrorMessage } from '@tradesim/ui-kit/sdk';

/**
 * The text to show for a failed call: the server's message (the spec's exact wording crosses
 * the wire in AppError), or the screen's fallback, by default the "unknown error" of docs/product/user-app.md#error-messages.
 */
export function errorMessage(error: unknown, fallback: string = userScreenMessages.unknownError): string {
  return sharedErrorMessage(error, fallback);
}
