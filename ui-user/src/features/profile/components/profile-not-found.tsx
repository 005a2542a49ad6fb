import { Button, EmptyState } from '@tradesim/ui-kit';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/routes.js';
import { useAuth } from '../../auth/auth-context.js';

/**
 * 'Profile not found' (user spec §2). DESIGN: the session exists but its profile does not, so
 * asking again will not help; signing out (and in again) is the one useful step.
 */
export function ProfileNotFound() {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  return (
    <EmptyState
      title="Profile not found"
      text="We could not find a profile for this account. Sign in again, or contact support if it keeps happening."
      action={
        <Button
          variant="secondary"
          onClick={() =>
            // This device is signed out even if the call fails (auth-context): /login either way.
            void signOut()
              .catch(() => undefined)
              .then(() => navigate(paths.login))
          }
        >
          Sign out
        </Button>
      }
    />
  );
}
