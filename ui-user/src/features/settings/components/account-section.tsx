import { userScreenMessages } from '@tradesim/core';
import { Button, Card, ErrorState, formatDate, LoadingState, useTimedMessage } from '@tradesim/ui-kit';
import { useState } from 'react';
import { EditNameModal } from '../../../components/edit-name-modal.js';
import { StatusToast } from '../../../components/status-toast.js';
import { errorMessage } from '../../../lib/errors.js';
import { useMe } from '../../../lib/use-me.js';
import styles from './account-section.module.css';

/** Name, email and member-since, with the same "Edit name" as the profile. */
export function AccountSection() {
  const me = useMe();
  const [editing, setEditing] = useState(false);
  const saved = useTimedMessage(3000);
  return (
    <section className={styles.section} aria-labelledby="account-title">
      <h2 id="account-title" className={styles.title}>
        Account
      </h2>
      <Card>
        {me.isPending ? (
          <LoadingState />
        ) : me.isError ? (
          <ErrorState
            message={errorMessage(me.error, userScreenMessages.loadProfileFailed)}
            onRetry={() => void me.refetch()}
          />
        ) : (
          <div className={styles.body}>
            <dl className={styles.facts}>
              <div>
                <dt>Name</dt>
                <dd>{me.data.displayName}</dd>
              </div>
              <div>
                <dt>Email</dt>
                <dd>{me.data.email}</dd>
              </div>
              <div>
                <dt>Member since</dt>
                <dd>{formatDate(me.data.createdAt)}</dd>
              </div>
            </dl>
            <Button variant="secondary" onClick={() => setEditing(true)}>
              Edit name
            </Button>
          </div>
        )}
      </Card>
      {me.data && <StatusToast messages={[saved.message]} />}
      {editing && me.data && (
        <EditNameModal
          profile={me.data}
          onClose={() => setEditing(false)}
          onSaved={() => {
            setEditing(false);
            saved.show('Your name has been updated');
          }}
        />
      )}
    </section>
  );
}
