import type { ChatMessage } from '@tradesim/core';
import { useLayoutEffect, useRef } from 'react';
import { formatDateTime } from '../lib/format.js';
import styles from './chat-log.module.css';

type Sender = ChatMessage['senderType'];

/**
 * A support conversation, oldest first: `mine`'s bubbles on the right in the primary colour, the
 * other side's on the left, each with its sender's name and time. It scrolls itself to the
 * newest message whenever one arrives.
 */
export function ChatLog({
  messages,
  mine,
  senderNames,
  emptyText,
  className,
}: {
  messages: readonly ChatMessage[];
  /** Whose messages are this app's own (drawn on the right). */
  mine: Sender;
  senderNames: Record<Sender, string>;
  /** Said instead of an empty list when there are no messages yet. */
  emptyText?: string;
  /** The box's size and the bubble variables (see chat-log.module.css). */
  className?: string | undefined;
}) {
  const log = useRef<HTMLDivElement>(null);
  const newest = messages.at(-1)?.id;
  useLayoutEffect(() => {
    const element = log.current;
    // `newest` is the trigger: a new last message means scroll down to it.
    if (element && newest) element.scrollTop = element.scrollHeight;
  }, [newest]);
  const box = `${styles.log} ${className ?? ''}`;
  return (
    // A scrollable region must be reachable by keyboard to be scrolled by it (axe: scrollable-region-focusable).
    // biome-ignore lint/a11y/noNoninteractiveTabindex: see above; the log itself is not a control.
    <div ref={log} className={box} role="log" aria-label="Conversation" tabIndex={0}>
      {messages.length === 0 && emptyText ? (
        <p className={styles.empty}>{emptyText}</p>
      ) : (
        <ol className={styles.list}>
          {messages.map((message) => (
            <li
              key={message.id}
              className={`${styles.item} ${message.senderType === mine ? styles.mine : styles.theirs}`}
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
