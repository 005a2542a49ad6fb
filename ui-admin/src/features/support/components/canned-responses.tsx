import { adminScreenMessages } from '@tradesim/core';
import { Button, Icon, QueryState, usePopover } from '@tradesim/ui-kit';
import { useId } from 'react';
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
  return (
    <QueryState
      query={useCannedResponses(true)}
      loading="Loading responses..."
      errorText={adminScreenMessages.fetchResponsesFailed}
      empty={<p className={styles.none}>No canned responses</p>}
    >
      {(responses) => (
        <ul className={styles.list} aria-label="Canned responses">
          {responses.map((response) => (
            <li key={response.id}>
              <button type="button" className={styles.choice} onClick={() => onPick(response.message)}>
                <span className={styles.title}>{response.title}</span>
                <span className={styles.preview}>{response.message}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}
