import { adminScreenMessages } from '@tradesim/core';
import { Notice } from '@tradesim/ui-kit';
import { ChatComposer as SharedChatComposer } from '@tradesim/ui-kit/chat';
import { errorMessage } from '../../../lib/errors.js';
import { useSendMessage } from '../api/use-tickets.js';

/**
 * Writes in the chat: Enter sends, Shift+Enter starts a new line; a failed send keeps the text
 * and the banner above the box says why.
 */
export function ChatComposer({ ticketId }: { ticketId: string }) {
  const send = useSendMessage(ticketId);
  return (
    <SharedChatComposer
      label="Message"
      placeholder="Write a message..."
      // A phone keyboard's Enter key then reads "Send", which is what it does here.
      enterKeyHint="send"
      counter="in-footer"
      sending={send.isPending}
      onSend={(message) => send.mutateAsync(message)}
      notice={
        send.isError && (
          <Notice tone="error">{errorMessage(send.error, adminScreenMessages.sendMessageFailed)}</Notice>
        )
      }
    />
  );
}
