import { Button, Notice } from '@tradesim/ui-kit';
import type { AssetFeedback } from '../hooks/use-asset-feedback.js';
import styles from './assets-page.module.css';

/** The screen's message after a row action: a success (3 s) or a failure with Dismiss. */
export function AssetsFeedback({ feedback }: { feedback: AssetFeedback }) {
  if (feedback.failure) {
    return (
      <div className={styles.feedback}>
        <Notice tone="error">
          <span className={styles.feedbackText}>
            {feedback.failure}
            <Button variant="ghost" size="sm" onClick={feedback.dismissFailure}>
              Dismiss
            </Button>
          </span>
        </Notice>
      </div>
    );
  }
  if (!feedback.success) return null;
  return (
    <div className={styles.feedback}>
      <Notice tone="success">{feedback.success.text}</Notice>
    </div>
  );
}
