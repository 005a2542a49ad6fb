/**
 * Kept so the screens' `lib/errors` imports stay put. The console always passes its fallback,
 * from the admin spec's catalogue (`adminScreenMessages`).
 */
export { errorMessage } from '@tradesim/ui-kit/sdk';
