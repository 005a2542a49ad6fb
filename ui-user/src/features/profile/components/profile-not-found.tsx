import { Button, EmptyState } from '@tradesim/ui-kit';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/routes.js';
import { useAuth } from '../../../lib/auth-context.js';

/**
 * 'Profile not found' (docs/product/user-app.md#profile: the screen's one failure state; the server's own
 * words, such as a database error, are never shown). With `onRetry` the load failed for a
 * reason that may pass, so Retry asks again. Without it the server said there is no profile
 * (404): asking again will not help, and signing out (and in again) is the one useful step.
 */
export function ProfileNotFound({ onRetry }: { onRetry?: () => void }) {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  return (
    <div role="alert">
      {onRetry ? (
        <EmptyState
          title="Profile not found"
          text="Your profile could not be loaded just now. Try again in a moment."
          action={
            <Button variant="secondary" onClick={onRetry}>
              Retry
            </Button>
          }
        />
      ) : (
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
      )}
    </div>
  );
}
