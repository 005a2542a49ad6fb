import { Button, Modal } from '@tradesim/ui-kit';
import styles from './wallet-card.module.css';

interface ConfirmWalletModalProps {
  current: string;
  next: string;
  saving: boolean;
  onCancel(): void;
  onConfirm(): void;
}

/**
 * DESIGN: replacing the deposit wallet redirects every user's next deposit at once, so the old
 * and the new address are shown side by side before it is saved.
 */
export function ConfirmWalletModal({ current, next, saving, onCancel, onConfirm }: ConfirmWalletModalProps) {
  return (
    <Modal
      title="Change the deposit wallet?"
      onClose={onCancel}
      actions={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={saving}>
            Cancel
          </Button>
          <Button onClick={onConfirm} disabled={saving}>
            {saving ? 'Saving...' : 'Save Address'}
          </Button>
        </>
      }
    >
      <p>Users are shown the new address as soon as it is saved. Check it character by character.</p>
      <dl className={styles.compare}>
        <dt>Current</dt>
        <dd>{current}</dd>
        <dt>New</dt>
        <dd>{next}</dd>
      </dl>
    </Modal>
  );
}
