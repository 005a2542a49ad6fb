import type { ChatMessage } from '@tradesim/core';
import { formatDateTime } from '@tradesim/ui-kit';
import { useLayoutEffect, useRef } from 'react';
import styles from './chat-log.module.css';

const senderNames = { admin: 'Admin', user: 'User' } as const;

/**
 * The conversation, oldest first (admin spec §2): staff on the right labelled "Admin", the user
 * on the left labelled "User", each with its time. It scrolls to the newest message whenever
 * one arrives.
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
      {messages.length === 0 ? (
        <p className={styles.empty}>No messages yet. Start the conversation!</p>
      ) : (
        <ol className={styles.list}>
          {messages.map((message) => (
            <li
              key={message.id}
              className={`${styles.item} ${message.senderType === 'admin' ? styles.staff : styles.user}`}
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
      )}
    </div>
  );
}
