import { isAppError } from '@tradesim/core';
import { Button, Notice } from '@tradesim/ui-kit';
import { ActionError } from '../../../components/action-error.js';
import styles from './failure-notice.module.css';

/**
 * What went wrong beyond the screen's own failure text: the server's message (its wording comes
 * from the spec's catalogue, e.g. the duration that is still in use), or nothing for a failure
 * that never reached it, where the screen's text says it all.
 */
export function failureDetail(error: unknown): string | null {
  return isAppError(error) ? error.message : null;
}

/** One line: "Failed to load investment durations: Service unavailable". */
export function failureText(title: string, error: unknown): string {
  const detail = failureDetail(error);
  return detail ? `${title}: ${detail}` : title;
}

/**
 * The dismissible error banner of docs/product/admin-console.md#screens (Platform settings): the spec's failure text
 * ("Failed to add investment duration") as its title, the server's reason under it.
 */
export function FailureNotice({
  title,
  error,
  onDismiss,
}: {
  title: string;
  error: unknown;
  onDismiss?: () => void;
}) {
  const detail = failureDetail(error);
  return (
    <div className={styles.wrap}>
      <Notice tone="error" title={title}>
        <div className={styles.row}>
          <p>
            <ActionError error={error} text={detail ?? 'Please try again.'} />
          </p>
          {onDismiss && (
            <Button variant="ghost" size="sm" onClick={onDismiss} className={styles.dismiss}>
              Dismiss
            </Button>
          )}
        </div>
      </Notice>
    </div>
  );
}
