import { chatMessageMaxLength, sendMessageRequestSchema, validationMessages } from '@tradesim/core';
import {
  type FormEvent,
  type HTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
  useId,
  useRef,
  useState,
} from 'react';
import { flushSync } from 'react-dom';
import { Button } from '../components/button.js';
import { Icon } from '../components/icons.js';
import styles from './chat-composer.module.css';
import { insertAtSelection } from './insert-at-selection.js';

interface ChatComposerProps {
  /** The box's accessible name ("Reply", "Message"). */
  label: string;
  placeholder: string;
  /** Sends the trimmed message; a rejection keeps the text to try again (the app says why). */
  onSend(message: string): Promise<unknown>;
  sending: boolean;
  /** Where the character count sits: under the Send button, or at the end of the footer. */
  counter: 'under-send' | 'in-footer';
  enterKeyHint?: HTMLAttributes<HTMLTextAreaElement>['enterKeyHint'];
  /** Drawn above the box (e.g. why the last send failed). */
  notice?: ReactNode;
  /** Drawn at the footer's start, given a way to put text where the cursor is (canned responses). */
  tools?: (insert: (text: string) => void) => ReactNode;
  className?: string;
}

/**
 * Writes in a support chat: Enter sends, Shift+Enter starts a new line. The message is trimmed
 * and 1..1000 characters (the server's own schema), the counter counting what will be sent; it
 * is never sent twice while sending. Like a form, it checks the text on every change once a send
 * was tried, until one succeeds and empties the box.
 */
export function ChatComposer({
  label,
  placeholder,
  onSend,
  sending,
  counter,
  enterKeyHint,
  notice,
  tools,
  className,
}: ChatComposerProps) {
  const ids = useId();
  const box = useRef<HTMLTextAreaElement>(null);
  const [draft, setDraft] = useState('');
  const [tried, setTried] = useState(false);
  const length = draft.trim().length;
  const tooLong = length > chatMessageMaxLength;
  const invalid = tried
    ? sendMessageRequestSchema.safeParse({ message: draft }).error?.issues[0]?.message
    : undefined;
  const error = invalid ?? (tooLong ? validationMessages.chatMessageTooLong : undefined);

  const send = async () => {
    setTried(true);
    const checked = sendMessageRequestSchema.safeParse({ message: draft });
    if (!checked.success) return;
    try {
      await onSend(checked.data.message);
      setDraft('');
      setTried(false);
    } catch {
      // Kept in the box to try again; the app says why it failed.
    }
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void send();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (!sending) void send();
  };
  const insert = (text: string) => {
    const element = box.current;
    const next = insertAtSelection(draft, text, element?.selectionStart, element?.selectionEnd);
    // Shown at once, so the caret can go after the snippet in the new text.
    flushSync(() => setDraft(next.value));
    element?.focus();
    element?.setSelectionRange(next.caret, next.caret);
  };

  const sendButton = (
    <Button type="submit" className={styles.send} disabled={length === 0 || tooLong || sending}>
      <Icon name="send" size={18} />
      {sending ? 'Sending...' : 'Send'}
    </Button>
  );
  const count = (
    <p
      id={`${ids}-counter`}
      className={`${styles.counter} tabular ${tooLong ? styles.over : ''}`}
      data-testid="chat-counter"
    >
      {length}/{chatMessageMaxLength}
    </p>
  );
  const underSend = counter === 'under-send';
  return (
    <form
      className={`${styles.composer} ${underSend ? styles.underSend : styles.inFooter} ${className ?? ''}`}
      onSubmit={onSubmit}
      noValidate
    >
      {notice}
      <label htmlFor={`${ids}-input`} className="visually-hidden">
        {label}
      </label>
      <div className={styles.row}>
        <textarea
          ref={box}
          id={`${ids}-input`}
          name="message"
          className={styles.input}
          rows={2}
          placeholder={placeholder}
          enterKeyHint={enterKeyHint}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${ids}-counter ${error ? `${ids}-error` : `${ids}-help`}`}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
        />
        {underSend ? (
          <div className={styles.side}>
            {sendButton}
            {count}
          </div>
        ) : (
          sendButton
        )}
      </div>
      <div className={styles.footer}>
        {tools?.(insert)}
        {error ? (
          <p id={`${ids}-error`} className={styles.error} role="alert">
            {error}
          </p>
        ) : (
          <p id={`${ids}-help`} className={styles.help}>
            Enter to send, Shift+Enter for a new line
          </p>
        )}
        {!underSend && count}
      </div>
    </form>
  );
}
