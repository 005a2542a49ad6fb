import type { ChatMessage } from '@tradesim/core';
import { ChatLog as SharedChatLog } from '@tradesim/ui-kit/chat';
import styles from './chat-log.module.css';

const senderNames = { admin: 'Admin', user: 'User' } as const;

/**
 * The conversation, oldest first (docs/product/admin-console.md#screens): staff on the right labelled "Admin", the user
 * on the left labelled "User", each with its time; it fills the panel's height.
 */
export function ChatLog({ messages }: { messages: readonly ChatMessage[] }) {
  return (
    <SharedChatLog
      messages={messages}
      mine="admin"
      senderNames={senderNames}
      emptyText="No messages yet. Start the conversation!"
      className={styles.log}
    />
  );
}
