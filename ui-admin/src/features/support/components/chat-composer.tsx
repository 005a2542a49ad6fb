import { zodResolver } from '@hookform/resolvers/zod';
import {
  adminScreenMessages,
  chatMessageMaxLength,
  sendMessageRequestSchema,
  validationMessages,
} from '@tradesim/core';
import { Button, Icon } from '@tradesim/ui-kit';
import { type KeyboardEvent, useId, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { errorMessage } from '../../../lib/errors.js';
import { useSendReply } from '../api/use-ticket-actions.js';
import { insertAtSelection } from '../lib/insert-text.js';
import { CannedResponses } from './canned-responses.js';
import styles from './chat-composer.module.css';
import { useSupportToast } from './support-toast.js';

/**
 * Answers the ticket (admin spec §2, §5): a 2-row box where Enter sends and Shift+Enter adds a
 * line. The message is trimmed and 1..1000 characters (the server's own schema), the counter
 * counting what will be sent; it is never sent twice while sending. A failed send keeps the
 * text to try again and says why in the toast.
 */
export function ChatComposer({ ticketId }: { ticketId: string }) {
  const ids = useId();
  const send = useSendReply(ticketId);
  const toast = useSupportToast();
  const box = useRef<HTMLTextAreaElement | null>(null);
  const form = useForm({ resolver: zodResolver(sendMessageRequestSchema), defaultValues: { message: '' } });
  const { ref, ...field } = form.register('message');
  const length = form.watch('message').trim().length;
  const tooLong = length > chatMessageMaxLength;
  const error =
    form.formState.errors.message?.message ?? (tooLong ? validationMessages.chatMessageTooLong : undefined);

  const submit = form.handleSubmit(async ({ message }) => {
    try {
      await send.mutateAsync(message);
      form.reset({ message: '' });
    } catch (failure) {
      toast(errorMessage(failure, adminScreenMessages.sendMessageFailed));
    }
  });
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (!send.isPending) void submit();
  };
  const insert = (text: string) => {
    const element = box.current;
    const current = form.getValues('message');
    const { value, caret } = insertAtSelection(current, text, element?.selectionStart, element?.selectionEnd);
    form.setValue('message', value, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
    element?.focus();
    element?.setSelectionRange(caret, caret);
  };

  return (
    <form className={styles.composer} onSubmit={submit} noValidate>
      <label htmlFor={`${ids}-input`} className="visually-hidden">
        Reply
      </label>
      <div className={styles.row}>
        <textarea
          id={`${ids}-input`}
          className={styles.input}
          rows={2}
          placeholder="Type your reply..."
          aria-invalid={error ? true : undefined}
          aria-describedby={`${ids}-counter ${error ? `${ids}-error` : `${ids}-help`}`}
          onKeyDown={onKeyDown}
          ref={(element) => {
            ref(element);
            box.current = element;
          }}
          {...field}
        />
        <div className={styles.side}>
          <Button type="submit" className={styles.send} disabled={length === 0 || tooLong || send.isPending}>
            <Icon name="send" size={18} />
            {send.isPending ? 'Sending...' : 'Send'}
          </Button>
          <p
            id={`${ids}-counter`}
            className={`${styles.counter} tabular ${tooLong ? styles.over : ''}`}
            data-testid="chat-counter"
          >
            {length}/{chatMessageMaxLength}
          </p>
        </div>
      </div>
      <div className={styles.footer}>
        <CannedResponses onInsert={insert} />
        {error ? (
          <p id={`${ids}-error`} className={styles.error} role="alert">
            {error}
          </p>
        ) : (
          <p id={`${ids}-help`} className={styles.help}>
            Enter to send, Shift+Enter for a new line
          </p>
        )}
      </div>
    </form>
  );
}
