import { adminScreenMessages } from '@tradesim/core';
import { Button, ErrorState, Icon, LoadingState, usePopover } from '@tradesim/ui-kit';
import { useId } from 'react';
import { errorMessage } from '../../../lib/errors.js';
import { useCannedResponses } from '../api/use-canned-responses.js';
import styles from './canned-responses.module.css';

/**
 * The canned responses (active ones, by title), opened from the composer: picking one puts its
 * text into the message box where the cursor is, to be edited before sending.
 */
export function CannedResponses({ onInsert }: { onInsert(text: string): void }) {
  const panelId = useId();
  const { open, root, close, toggle } = usePopover();
  return (
    <div ref={root} className={styles.root}>
      <Button
        variant="ghost"
        size="sm"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
      >
        <Icon name="paste" size={16} />
        Canned responses
      </Button>
      {open && (
        <div id={panelId} className={styles.panel}>
          <ResponseChoices
            onPick={(text) => {
              close();
              onInsert(text);
            }}
          />
        </div>
      )}
    </div>
  );
}

function ResponseChoices({ onPick }: { onPick(text: string): void }) {
  const responses = useCannedResponses(true);
  if (responses.isError) {
    return (
      <ErrorState
        message={errorMessage(responses.error, adminScreenMessages.fetchResponsesFailed)}
        onRetry={() => void responses.refetch()}
      />
    );
  }
  if (!responses.data) return <LoadingState text="Loading responses..." />;
  if (responses.data.length === 0) return <p className={styles.none}>No canned responses</p>;
  return (
    <ul className={styles.list} aria-label="Canned responses">
      {responses.data.map((response) => (
        <li key={response.id}>
          <button type="button" className={styles.choice} onClick={() => onPick(response.message)}>
            <span className={styles.title}>{response.title}</span>
            <span className={styles.preview}>{response.message}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
