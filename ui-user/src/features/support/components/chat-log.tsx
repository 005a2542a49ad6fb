import type { ChatMessage } from '@tradesim/core';
import { formatDateTime } from '@tradesim/ui-kit';
import { useLayoutEffect, useRef } from 'react';
import styles from './chat-log.module.css';

// DESIGN: messages carry no sender name on the wire, only who sent them, so the user's own
// read "You" and every staff reply reads "Support".
const senderNames = { user: 'You', admin: 'Support' } as const;

/**
 * The conversation, oldest first: the user's bubbles on the right, support's on the left. It
 * scrolls itself to the newest message whenever one arrives.
 */
export function ChatLog({ messages }: { messages: readonly ChatMessage[] }) {
  const log = useRef<HTMLDivElement>(null);
  const newest = messages.at(-1)?.id;
  useLayoutEffect(() => {
    const element = log.current;
    // `newest` is the trigger: a new last message means scroll down to it.
    if (element && newest) element.scrollTop = element.scrollHeight;
  }, [newest]);
  return (
    // A scrollable region must be reachable by keyboard to be scrolled by it (axe: scrollable-region-focusable).
    // biome-ignore lint/a11y/noNoninteractiveTabindex: see above; the log itself is not a control.
    <div ref={log} className={styles.log} role="log" aria-label="Conversation" tabIndex={0}>
      <ol className={styles.list}>
        {messages.map((message) => (
          <li
            key={message.id}
            className={`${styles.item} ${message.senderType === 'user' ? styles.mine : styles.theirs}`}
            data-sender={message.senderType}
          >
            <div className={styles.bubble}>
              <p className={styles.meta}>
                <span className={styles.sender}>{senderNames[message.senderType]}</span>{' '}
                <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
              </p>
              <p className={styles.text}>{message.message}</p>
            </div>
          </li>
        ))}
      </ol>
    </div>
  );
}
