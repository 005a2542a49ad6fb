import type { SessionInfo } from '@tradesim/core';
import { useId, useState } from 'react';
import { Card } from '../../components/card.js';
import { Notice, useTimedMessage } from '../../components/notice.js';
import { QueryState } from '../../components/query-state.js';
import { EmptyState } from '../../components/states.js';
import { type HeadingLevel, headingTag } from './account-card.js';
import { RevokeSessionModal } from './revoke-session-modal.js';
import { SessionRow } from './session-row.js';
import styles from './sessions-card.module.css';
import { type SessionsSource, useSessions } from './use-sessions.js';

interface SessionsCardProps extends SessionsSource {
  /** The line under the title: whose sessions these are. */
  intro?: string;
  headingLevel?: HeadingLevel;
  /** The app's own card class (it may set --account-card-title-size). */
  className?: string;
}

/** Active sessions: where the account is signed in; any other device can be signed out. */
export function SessionsCard({
  queryKey,
  list,
  revoke,
  intro = 'Devices signed in to your account. Revoke any you do not recognise.',
  headingLevel = 3,
  className,
}: SessionsCardProps) {
  const titleId = useId();
  const Heading = headingTag(headingLevel);
  const sessions = useSessions({ queryKey, list });
  const [revoking, setRevoking] = useState<SessionInfo | null>(null);
  const revoked = useTimedMessage(3000);
  return (
    <Card aria-labelledby={titleId} className={className}>
      <Heading id={titleId} className={styles.title}>
        Active sessions
      </Heading>
      <p className={styles.intro}>{intro}</p>
      {revoked.message && <Notice tone={revoked.message.tone}>{revoked.message.text}</Notice>}
      <QueryState
        query={sessions}
        loading="Loading sessions..."
        errorText="Failed to load sessions"
        empty={<EmptyState title="No active sessions" />}
      >
        {(items) => (
          <ul className={styles.list}>
            {items.map((session) => (
              <SessionRow key={session.id} session={session} onRevoke={() => setRevoking(session)} />
            ))}
          </ul>
        )}
      </QueryState>
      {revoking && (
        <RevokeSessionModal
          session={revoking}
          queryKey={queryKey}
          revoke={revoke}
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
