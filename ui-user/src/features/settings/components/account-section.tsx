import { userScreenMessages } from '@tradesim/core';
import { Button, Card, formatDate, QueryState, useTimedMessage } from '@tradesim/ui-kit';
import { useState } from 'react';
import { EditNameModal } from '../../../components/edit-name-modal.js';
import { StatusToast } from '../../../components/status-toast.js';
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
        <QueryState query={me} errorText={userScreenMessages.loadProfileFailed}>
          {(profile) => (
            <div className={styles.body}>
              <dl className={styles.facts}>
                <div>
                  <dt>Name</dt>
                  <dd>{profile.displayName}</dd>
                </div>
                <div>
                  <dt>Email</dt>
                  <dd>{profile.email}</dd>
                </div>
                <div>
                  <dt>Member since</dt>
                  <dd>{formatDate(profile.createdAt)}</dd>
                </div>
              </dl>
              <Button variant="secondary" onClick={() => setEditing(true)}>
                Edit name
              </Button>
            </div>
          )}
        </QueryState>
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
