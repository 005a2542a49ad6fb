import type { ChatMessage } from '@tradesim/core';
import { ChatLog as SharedChatLog } from '@tradesim/ui-kit/chat';
import styles from './chat-log.module.css';

// DESIGN: messages carry no sender name on the wire, only who sent them, so the user's own
// read "You" and every staff reply reads "Support".
const senderNames = { user: 'You', admin: 'Support' } as const;

/** The conversation, oldest first: the user's bubbles on the right, support's on the left. */
export function ChatLog({ messages }: { messages: readonly ChatMessage[] }) {
  return <SharedChatLog messages={messages} mine="user" senderNames={senderNames} className={styles.log} />;
}
