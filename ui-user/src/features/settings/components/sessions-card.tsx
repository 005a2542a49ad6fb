import type { SessionInfo } from '@tradesim/core';
import { Card, EmptyState, ErrorState, LoadingState, Notice, useTimedMessage } from '@tradesim/ui-kit';
import { useState } from 'react';
import { errorMessage } from '../../../lib/errors.js';
import { useSessions } from '../api/use-sessions.js';
import { RevokeSessionModal } from './revoke-session-modal.js';
import { SessionRow } from './session-row.js';
import styles from './sessions-card.module.css';

/** Active sessions: where the account is signed in; any other device can be signed out. */
export function SessionsCard() {
  const sessions = useSessions();
  const [revoking, setRevoking] = useState<SessionInfo | null>(null);
  const revoked = useTimedMessage(3000);
  return (
    <Card aria-labelledby="sessions-title">
      <h3 id="sessions-title" className={styles.title}>
        Active sessions
      </h3>
      <p className={styles.intro}>Devices signed in to your account. Revoke any you do not recognise.</p>
      {revoked.message && <Notice tone={revoked.message.tone}>{revoked.message.text}</Notice>}
      {sessions.isPending ? (
        <LoadingState text="Loading sessions..." />
      ) : sessions.isError ? (
        <ErrorState
          message={errorMessage(sessions.error, 'Failed to load sessions')}
          onRetry={() => void sessions.refetch()}
        />
      ) : sessions.data.length === 0 ? (
        <EmptyState title="No active sessions" />
      ) : (
        <ul className={styles.list}>
          {sessions.data.map((session) => (
            <SessionRow key={session.id} session={session} onRevoke={() => setRevoking(session)} />
          ))}
        </ul>
      )}
      {revoking && (
        <RevokeSessionModal
          session={revoking}
          onClose={() => setRevoking(null)}
          onRevoked={() => {
            setRevoking(null);
            revoked.show('Session revoked. That device has been signed out.');
          }}
        />
      )}
    </Card>
  );
}
