import { Navigate, Outlet, useLocation } from 'react-router';
import { type LoginState, paths } from '../../config/routes.js';
import { useAuth } from '../../lib/auth-context.js';
import { returnPath } from './return-path.js';

/** Every app page needs a session; without one the user goes to /login and comes back after. */
export function RequireAuth() {
  const { signedIn } = useAuth();
  const location = useLocation();
  if (!signedIn) {
    const state: LoginState = { from: location.pathname + location.search };
    return <Navigate to={paths.login} replace state={state} />;
  }
  return <Outlet />;
}

/**
 * Sign-in pages send a signed-in user home, or back where RequireAuth sent them from: signing
 * in re-renders this guard before the login page's own navigation lands (the router's updates
 * are transitions), so the guard must pick the same destination.
 */
export function GuestOnly() {
  const { signedIn } = useAuth();
  const location = useLocation();
  if (signedIn) return <Navigate to={returnPath(location.state)} replace />;
  return <Outlet />;
}
