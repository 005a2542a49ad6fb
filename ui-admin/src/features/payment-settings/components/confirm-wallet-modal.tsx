import { Button, Modal } from '@tradesim/ui-kit';
import { ReasonField, useReasonForm } from '../../../components/reason-field.js';
import styles from './wallet-card.module.css';

interface ConfirmWalletModalProps {
  current: string;
  next: string;
  saving: boolean;
  onCancel(): void;
  onConfirm(reason: string | undefined): void;
}

/**
 * DESIGN: replacing the deposit wallet redirects every user's next deposit, so the old and the
 * new address are shown side by side first, with a reason for the second staff member who must
 * approve the change before users see it.
 */
export function ConfirmWalletModal({ current, next, saving, onCancel, onConfirm }: ConfirmWalletModalProps) {
  const form = useReasonForm();
  const submit = form.handleSubmit(({ reason }) => onConfirm(reason));
  return (
    <Modal
      title="Change the deposit wallet?"
      onClose={onCancel}
      actions={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" form="confirm-wallet-form" disabled={saving}>
            {saving ? 'Saving...' : 'Save Address'}
          </Button>
        </>
      }
    >
      <form id="confirm-wallet-form" className={styles.form} onSubmit={submit} noValidate>
        <p>
          A second staff member must approve the new address before users see it. Check it character by
          character.
        </p>
        <dl className={styles.compare}>
          <dt>Current</dt>
          <dd>{current}</dd>
          <dt>New</dt>
          <dd>{next}</dd>
        </dl>
        <ReasonField error={form.formState.errors.reason?.message} {...form.register('reason')} />
      </form>
    </Modal>
  );
}
