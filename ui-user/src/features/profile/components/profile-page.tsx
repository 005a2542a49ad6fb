import { isAppError } from '@tradesim/core';
import { LoadingState, PageHeader, SimulatedNotice, useTimedMessage } from '@tradesim/ui-kit';
import { useState } from 'react';
import { EditNameModal } from '../../../components/edit-name-modal.js';
import { StatusToast } from '../../../components/status-toast.js';
import { useMe } from '../../../lib/use-me.js';
import { ProfileMenu } from './profile-menu.js';
import { ProfileNotFound } from './profile-not-found.js';
import styles from './profile-page.module.css';
import { ProfileStats } from './profile-stats.js';
import { ProfileSummary } from './profile-summary.js';

/** Profile (docs/product/user-app.md#screens): who the user is, their money at a glance, and the account menu. */
export function ProfilePage() {
  const me = useMe();
  const [editing, setEditing] = useState(false);
  const saved = useTimedMessage(3000);

  return (
    <div className={styles.page}>
      <PageHeader title="Profile" />
      {me.isPending ? (
        <LoadingState />
      ) : me.isError ? (
        // A 404 will not change by asking again; anything else might.
        <ProfileNotFound
          onRetry={isAppError(me.error) && me.error.status === 404 ? undefined : () => void me.refetch()}
        />
      ) : (
        <>
          <StatusToast messages={[saved.message]} />
          <div className={styles.columns}>
            <div className={styles.main}>
              <ProfileSummary profile={me.data} onEditName={() => setEditing(true)} />
              <ProfileStats profile={me.data} />
            </div>
            <ProfileMenu />
          </div>
          <SimulatedNotice />
          {editing && (
            <EditNameModal
              profile={me.data}
              onClose={() => setEditing(false)}
              onSaved={() => {
                setEditing(false);
                saved.show('Your name has been updated');
              }}
            />
          )}
        </>
      )}
    </div>
  );
}
