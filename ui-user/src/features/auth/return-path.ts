import { returnPath as inAppReturnPath } from '@tradesim/ui-kit';
import { paths } from '../../config/routes.js';

/** Where RequireAuth said the user was going (LoginState.from), by ui-kit's rule; else home. */
export function returnPath(state: unknown): string {
  return inAppReturnPath(state, { home: paths.dashboard, signIn: paths.login });
}
