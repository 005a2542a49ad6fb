import type { TimedMessage } from '@tradesim/ui-kit';
import styles from './status-toast.module.css';

/**
 * A screen's short-lived notices (a purchase made, a withdrawal cancelled, a name saved, an
 * investment archived) as toasts over the page, not banners in its flow: nothing below moves
 * when one comes or goes. The status region is always there, empty between messages, so a
 * screen reader announces what appears in it; a failure is an alert of its own.
 */
export function StatusToast({ messages }: { messages: readonly (TimedMessage | null)[] }) {
  const shown = messages.filter((message) => message !== null);
  const toast = (message: TimedMessage) => (
    <p key={`${message.tone}:${message.text}`} className={`${styles.toast} ${styles[message.tone]}`}>
      {message.text}
    </p>
  );
  return (
    <div className={styles.stack}>
      <div role="status" className={styles.region}>
        {shown.filter((message) => message.tone !== 'error').map(toast)}
      </div>
      {shown
        .filter((message) => message.tone === 'error')
        .map((message) => (
          <div key={message.text} role="alert" className={styles.region}>
            {toast(message)}
          </div>
        ))}
    </div>
  );
}
