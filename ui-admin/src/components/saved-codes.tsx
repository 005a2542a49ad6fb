import { Button, Notice } from '@tradesim/ui-kit';
import { RecoveryCodes } from '@tradesim/ui-kit/sdk/account';
import styles from './enrolment-steps.module.css';

/**
 * The recovery codes, once, after the factor is on (the invitation, the enrolment link, the
 * banner's QR step); the staff member says they saved them.
 */
export function SavedCodes({ codes, onDone }: { codes: readonly string[]; onDone(): void }) {
  return (
    <div className={styles.steps}>
      <Notice tone="success">Two-step verification is on.</Notice>
      <p className={styles.text}>
        Save these recovery codes somewhere safe. Each one signs you in once if you lose your phone. They are
        shown only now.
      </p>
      <RecoveryCodes codes={codes} />
      <Button className={styles.action} onClick={onDone}>
        I have saved them
      </Button>
    </div>
  );
}
