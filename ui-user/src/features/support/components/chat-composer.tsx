import { zodResolver } from '@hookform/resolvers/zod';
import {
  adminScreenMessages,
  chatMessageMaxLength,
  sendMessageRequestSchema,
  validationMessages,
} from '@tradesim/core';
import { Button, Icon, Notice } from '@tradesim/ui-kit';
import { type KeyboardEvent, useId } from 'react';
import { useForm } from 'react-hook-form';
import { errorMessage } from '../../../lib/errors.js';
import { useSendMessage } from '../api/use-tickets.js';
import styles from './chat-composer.module.css';

/**
 * Writes in the chat: Enter sends, Shift+Enter starts a new line. The message is trimmed and
 * 1..1000 characters (the server's own schema); the counter counts what will be sent, in the
 * units the server counts.
 */
export function ChatComposer({ ticketId }: { ticketId: string }) {
  const ids = useId();
  const send = useSendMessage(ticketId);
  const form = useForm({ resolver: zodResolver(sendMessageRequestSchema), defaultValues: { message: '' } });
  const length = form.watch('message').trim().length;
  const tooLong = length > chatMessageMaxLength;
  const error =
    form.formState.errors.message?.message ?? (tooLong ? validationMessages.chatMessageTooLong : undefined);

  const submit = form.handleSubmit(async ({ message }) => {
    try {
      await send.mutateAsync(message);
      form.reset({ message: '' });
    } catch {
      // Kept in the box to try again; the banner below says why it failed.
    }
  });
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (!send.isPending) void submit();
  };

  return (
    <form className={styles.composer} onSubmit={submit} noValidate>
      {send.isError && (
        <Notice tone="error">{errorMessage(send.error, adminScreenMessages.sendMessageFailed)}</Notice>
      )}
      <label htmlFor={`${ids}-input`} className="visually-hidden">
        Message
      </label>
      <div className={styles.row}>
        <textarea
          id={`${ids}-input`}
          className={styles.input}
          rows={2}
          placeholder="Write a message..."
          // A phone keyboard's Enter key then reads "Send", which is what it does here.
          enterKeyHint="send"
          aria-invalid={error ? true : undefined}
          aria-describedby={`${ids}-counter ${error ? `${ids}-error` : `${ids}-help`}`}
          onKeyDown={onKeyDown}
          {...form.register('message')}
        />
        <Button type="submit" className={styles.send} disabled={length === 0 || tooLong || send.isPending}>
          <Icon name="send" size={18} />
          {send.isPending ? 'Sending...' : 'Send'}
        </Button>
      </div>
      <div className={styles.footer}>
        {error ? (
          <p id={`${ids}-error`} className={styles.error} role="alert">
            {error}
          </p>
        ) : (
          <p id={`${ids}-help`} className={styles.help}>
            Enter to send, Shift+Enter for a new line
          </p>
        )}
        <p
          id={`${ids}-counter`}
          className={`${styles.counter} tabular ${tooLong ? styles.over : ''}`}
          data-testid="chat-counter"
        >
          {length}/{chatMessageMaxLength}
        </p>
      </div>
    </form>
  );
}
