import { ErrorState, LoadingState } from '@tradesim/ui-kit';
import { Navigate, Outlet, useLocation } from 'react-router';
import { type LoginState, paths } from '../../config/routes.js';
import { useAdminAuth } from '../../lib/auth-context.js';
import { errorMessage } from '../../lib/errors.js';

/** docs/product/admin-console.md#screens: the text of the spinner shown while the session is checked. */
export const checkingText = 'Loading admin panel...';
const sessionCheckFailed = 'Could not check your session. Try again.';

/**
 * Every console page needs a confirmed admin session; without one the visitor goes to /login
 * and comes back to the page they asked for after signing in.
 */
export function RequireAdmin() {
  const { status, error, recheck, sessionEnded, endedBecause } = useAdminAuth();
  const location = useLocation();
  if (status === 'checking') return <LoadingState text={checkingText} />;
  if (status === 'unreachable') {
    // DESIGN: a session that could not be checked (server down) is kept, not thrown away.
    return <ErrorState message={errorMessage(error, sessionCheckFailed)} onRetry={recheck} />;
  }
  if (status === 'signed-out') {
    const state: LoginState = { from: location.pathname + location.search, sessionEnded, endedBecause };
    return <Navigate to={paths.login} replace state={state} />;
  }
  return <Outlet />;
}

/** The sign-in page sends a signed-in admin to the dashboard. */
export function GuestOnly() {
  const { status } = useAdminAuth();
  if (status === 'checking') return <LoadingState text={checkingText} />;
  if (status === 'signed-in') return <Navigate to={paths.dashboard} replace />;
  return <Outlet />;
}
