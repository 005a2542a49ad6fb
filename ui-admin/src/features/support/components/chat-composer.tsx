import { adminScreenMessages } from '@tradesim/core';
import { ChatComposer as SharedChatComposer } from '@tradesim/ui-kit/chat';
import { errorMessage } from '../../../lib/errors.js';
import { useSendReply } from '../api/use-ticket-actions.js';
import { CannedResponses } from './canned-responses.js';
import styles from './chat-composer.module.css';
import { useSupportToast } from './support-toast.js';

/**
 * Answers the ticket (docs/product/admin-console.md#screens, #validation-rules): a 2-row box where Enter sends and Shift+Enter adds a
 * line, with the canned responses under it. A failed send keeps the text to try again and says
 * why in the toast.
 */
export function ChatComposer({ ticketId }: { ticketId: string }) {
  const send = useSendReply(ticketId);
  const toast = useSupportToast();
  return (
    <SharedChatComposer
      className={styles.composer}
      label="Reply"
      placeholder="Type your reply..."
      counter="under-send"
      sending={send.isPending}
      onSend={(message) =>
        send.mutateAsync(message).catch((failure: unknown) => {
          toast(errorMessage(failure, adminScreenMessages.sendMessageFailed));
          throw failure;
        })
      }
      tools={(insert) => <CannedResponses onInsert={insert} />}
    />
  );
}
