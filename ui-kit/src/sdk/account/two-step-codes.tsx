import { Button } from '../../components/button.js';
import { Notice } from '../../components/notice.js';
import { RecoveryCodes } from './recovery-codes.js';
import styles from './two-step-card.module.css';

/** The ten recovery codes, shown once, after turning it on or asking for new ones. */
export function SavedCodesStep({
  codes,
  notice,
  onDone,
}: {
  codes: string[];
  notice: string;
  onDone(): void;
}) {
  return (
    <>
      <Notice tone="success">{notice}</Notice>
      <p className={styles.text}>
        Save these recovery codes somewhere safe. Each one signs you in once if you lose your phone. They are
        shown only now.
      </p>
      <RecoveryCodes codes={codes} />
      <Button className={styles.action} onClick={onDone}>
        I have saved them
      </Button>
    </>
  );
}
