import { type AdminDuration, adminScreenMessages } from '@tradesim/core';
import { Button, EmptyState, Icon, Notice, PageHeader, QueryState, useTimedMessage } from '@tradesim/ui-kit';
import { useCallback, useState } from 'react';
import { useStaffMay } from '../../../lib/use-staff-may.js';
import { useDurations, useUpdateDuration } from '../api/use-durations.js';
import { DeleteDurationModal } from './delete-duration-modal.js';
import { DurationAddForm } from './duration-add-form.js';
import styles from './durations-page.module.css';
import { DurationsTable } from './durations-table.js';
import { FailureNotice, failureText } from './failure-notice.js';

interface Failure {
  title: string;
  error: unknown;
}

/**
 * Investment durations (docs/product/admin-console.md#platform-settings): list, add, edit inline one row at a
 * time, activate or deactivate, delete. Failures show in one dismissible banner.
 * DESIGN: each change that worked says so for 3 seconds (the spec's success timeout), since
 * durations are what users are offered and staff need to know the change took.
 */
export function DurationsPage() {
  const durations = useDurations();
  const toggle = useUpdateDuration();
  const [adding, setAdding] = useState(false);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<AdminDuration | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const success = useTimedMessage(3000);

  const fail = useCallback((title: string, error: unknown) => setFailure({ title, error }), []);
  const done = (text: string) => {
    setFailure(null);
    success.show(text);
  };
  const closeDelete = useCallback(() => setDeleting(null), []);
  const toggleActive = (duration: AdminDuration) => {
    setFailure(null);
    toggle.mutate(
      { id: duration.id, input: { isActive: !duration.isActive } },
      {
        onSuccess: (saved) => done(`${saved.label} is now ${saved.isActive ? 'active' : 'inactive'}`),
        onError: (error) => fail(adminScreenMessages.updateDurationFailed, error),
      },
    );
  };
  const openAdd = () => {
    setEditingId(null);
    setAdding(true);
  };
  const canChange = useStaffMay()('catalogue', 'change');
  const addButton = canChange && !adding && durations.data && durations.data.length > 0 && (
    <Button onClick={openAdd}>
      <Icon name="plus" size={18} />
      Add Duration
    </Button>
  );

  return (
    <>
      <PageHeader title="Investment Durations" actions={addButton} />
      <p className={styles.intro}>
        The terms users choose from when they invest. Changing one never alters investments already running:
        they keep the terms they were bought with.
      </p>
      {failure && (
        <FailureNotice title={failure.title} error={failure.error} onDismiss={() => setFailure(null)} />
      )}
      {success.message && (
        <div className={styles.notice}>
          <Notice tone="success">{success.message.text}</Notice>
        </div>
      )}
      {adding && (
        <DurationAddForm
          onAdded={(created) => {
            setAdding(false);
            done(`${created.label} added`);
          }}
          onFailed={(error) => fail(adminScreenMessages.addDurationFailed, error)}
          onCancel={() => setAdding(false)}
        />
      )}
      <QueryState
        query={durations}
        loading="Loading investment durations..."
        errorText={(error) =>
          adminScreenMessages.listError(failureText(adminScreenMessages.loadDurationsFailed, error))
        }
        // The add form is open: it is the answer to an empty list.
        empty={
          !adding && (
            <div className={styles.empty}>
              <EmptyState
                title="No Investment Durations"
                text="Users cannot invest until at least one active duration exists."
                action={canChange ? <Button onClick={openAdd}>Add First Duration</Button> : undefined}
              />
            </div>
          )
        }
      >
        {(list) => (
          <DurationsTable
            durations={list}
            editingId={editingId}
            togglingId={toggle.isPending ? (toggle.variables?.id ?? null) : null}
            onEdit={(duration) => {
              setFailure(null);
              setEditingId(duration.id);
            }}
            onSaved={(saved) => {
              setEditingId(null);
              done(`${saved.label} saved`);
            }}
            onCancelEdit={() => {
              // docs/product/admin-console.md#states-and-transitions: cancelling reloads the list.
              setEditingId(null);
              void durations.refetch();
            }}
            onToggle={toggleActive}
            onDelete={(duration) => setDeleting(duration)}
            onFailed={fail}
          />
        )}
      </QueryState>
      {deleting && (
        <DeleteDurationModal
          duration={deleting}
          onClose={closeDelete}
          onDeleted={() => {
            setDeleting(null);
            if (editingId === deleting.id) setEditingId(null);
            done(`${deleting.label} deleted`);
          }}
          onDeactivated={() => {
            setDeleting(null);
            done(`${deleting.label} is now inactive`);
          }}
        />
      )}
    </>
  );
}
