import { zodResolver } from '@hookform/resolvers/zod';
import { type AdminTransaction, rejectRequestSchema } from '@tradesim/core';
import { Button, formatUsd, Modal, Notice } from '@tradesim/ui-kit';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ActionError } from '../../../components/action-error.js';
import { DecidedFirst } from '../../../components/decided-first.js';
import { reviewFailureText, useReviewTransaction } from '../api/use-review.js';
import { NoteField } from './note-field.js';
import styles from './review-modal.module.css';
import { ReviewSummary } from './review-summary.js';
import { useDecidedFirst } from './use-decided-first.js';

interface ReviewModalProps {
  transaction: AdminTransaction;
  onClose(): void;
  onDone(result: AdminTransaction): void;
}

/** What rejecting does to the money: a deposit credits nothing, a withdrawal's hold returns. */
function rejectionEffect(t: AdminTransaction): string {
  return t.type === 'withdrawal'
    ? `The ${formatUsd(t.amount)} held for this withdrawal returns to the user's balance.`
    : 'Nothing is credited to the user.';
}

/**
 * Reject (docs/product/admin-console.md#screens, #validation-rules): a reason is required and stored as the admin notes; the button
 * stays disabled while it is blank, and leaving the field blank says why.
 */
export function RejectModal({ transaction, onClose, onDone }: ReviewModalProps) {
  const { reject } = useReviewTransaction(transaction.id);
  const decided = useDecidedFirst(transaction);
  const form = useForm<z.input<typeof rejectRequestSchema>, unknown, z.output<typeof rejectRequestSchema>>({
    resolver: zodResolver(rejectRequestSchema),
    defaultValues: { reason: '' },
    mode: 'onTouched',
  });
  const submit = form.handleSubmit(async ({ reason }) => {
    onDone(await reject.mutateAsync(reason));
  });
  const blank = form.watch('reason').trim() === '';
  const busy = reject.isPending;
  return (
    <Modal title="Reject Transaction" onClose={onClose}>
      <form
        className={styles.form}
        onSubmit={(event) => void submit(event).catch(() => undefined)}
        noValidate
      >
        <ReviewSummary transaction={transaction} />
        <Notice tone="warning">
          The user will be notified that this transaction was rejected, with your reason.{' '}
          {rejectionEffect(transaction)}
        </Notice>
        <NoteField
          label="Reason for rejection"
          placeholder="For example: the proof does not show a transfer to our wallet"
          required
          error={form.formState.errors.reason?.message}
          {...form.register('reason')}
        />
        {decided && <DecidedFirst {...decided} />}
        {reject.isError && !decided && (
          <Notice tone="error">
            <ActionError error={reject.error} text={reviewFailureText(reject.error, 'reject')} />
          </Notice>
        )}
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="danger" disabled={busy || blank || decided !== null}>
            {busy ? 'Rejecting...' : 'Reject Transaction'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
