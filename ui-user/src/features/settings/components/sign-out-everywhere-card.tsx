import { Button, Card, Modal } from '@tradesim/ui-kit';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/routes.js';
import { useAuth } from '../../../lib/auth-context.js';
import styles from './sign-out-everywhere-card.module.css';

/**
 * Sign out everywhere (logout scope `global`), this device included. DESIGN: asked once more
 * in a dialog, since it signs out devices the user is not holding.
 */
export function SignOutEverywhereCard() {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const signOutEverywhere = () => {
    setBusy(true);
    // The local session is forgotten even if the call fails (auth-context), so /login either way.
    void signOut('global')
      .catch(() => undefined)
      .then(() => navigate(paths.login));
  };
  return (
    <Card aria-labelledby="everywhere-title" className={styles.card}>
      <div>
        <h3 id="everywhere-title" className={styles.title}>
          Sign out everywhere
        </h3>
        <p className={styles.text}>Signs out every device signed in to your account, this one included.</p>
      </div>
      <Button variant="danger" onClick={() => setConfirming(true)}>
        Sign out everywhere
      </Button>
      {confirming && (
        <Modal
          title="Sign out everywhere?"
          onClose={() => setConfirming(false)}
          actions={
            <>
              <Button variant="secondary" onClick={() => setConfirming(false)}>
                Cancel
              </Button>
              <Button variant="danger" disabled={busy} onClick={signOutEverywhere}>
                {busy ? 'Signing out...' : 'Sign out'}
              </Button>
            </>
          }
        >
          <p>Every device, including this one, will be signed out. You will need to sign in again.</p>
        </Modal>
      )}
    </Card>
  );
}
