// The console's forms import it from here; it lives in ui-kit, where the user app's forms find it too.
export { showServerFieldErrors } from '@tradesim/ui-kit/sdk';
