import { zodResolver } from '@hookform/resolvers/zod';
import { type AdminTransaction, type ApprovalResponse, approveRequestSchema } from '@tradesim/core';
import { Button, formatUsd, Modal, Notice } from '@tradesim/ui-kit';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ActionError } from '../../../components/action-error.js';
import { DecidedFirst } from '../../../components/decided-first.js';
import { PayoutField } from '../../../components/payout-field.js';
import { reviewFailureText, useReviewTransaction } from '../api/use-review.js';
import { NoteField } from './note-field.js';
import styles from './review-modal.module.css';
import { ReviewSummary } from './review-summary.js';
import { useDecidedFirst } from './use-decided-first.js';

interface ReviewModalProps {
  transaction: AdminTransaction;
  onClose(): void;
  /** The approved transaction, or (four eyes) the request a different admin must approve. */
  onDone(result: AdminTransaction | ApprovalResponse): void;
}

/** What approving does to the money, said plainly before the admin confirms. */
function approvalEffect(t: AdminTransaction): string {
  if (t.type === 'withdrawal') {
    return `The ${formatUsd(t.amount)} held from the balance is paid out: ${formatUsd(t.netAmount)} to the user's wallet after the ${formatUsd(t.fee)} fee.`;
  }
  return `${formatUsd(t.amount)} will be added to the user's balance.`;
}

/** Approve (docs/product/admin-console.md#screens): optional admin notes; marks it completed and moves the money. */
export function ApproveModal({ transaction, onClose, onDone }: ReviewModalProps) {
  const { approve } = useReviewTransaction(transaction.id);
  const decided = useDecidedFirst(transaction);
  const form = useForm<z.input<typeof approveRequestSchema>, unknown, z.output<typeof approveRequestSchema>>({
    resolver: zodResolver(approveRequestSchema),
    defaultValues: { notes: '', payoutTxHash: undefined },
  });
  const submit = form.handleSubmit(async ({ notes, payoutTxHash }) => {
    onDone(await approve.mutateAsync({ notes, payoutTxHash }));
  });
  const busy = approve.isPending;
  return (
    <Modal title="Approve Transaction" onClose={onClose}>
      <form
        className={styles.form}
        onSubmit={(event) => void submit(event).catch(() => undefined)}
        noValidate
      >
        <ReviewSummary transaction={transaction} />
        {transaction.needsSecondApproval ? (
          <Notice tone="info">
            {formatUsd(transaction.amount)} is at or above the four-eyes threshold: approving asks a second
            staff member, and nothing moves until they approve.
            {transaction.type === 'withdrawal' && ' They give the payout transaction id as they do.'}
          </Notice>
        ) : (
          <p className={styles.text}>
            This will mark the transaction as completed and update the user's balance.{' '}
            {approvalEffect(transaction)}
          </p>
        )}
        <NoteField
          label="Admin notes (optional)"
          placeholder="Anything other admins should know"
          error={form.formState.errors.notes?.message}
          {...form.register('notes')}
        />
        {/* The payout id is the approver's to give when a second member carries it out. */}
        {transaction.type === 'withdrawal' && !transaction.needsSecondApproval && (
          <PayoutField
            register={(options) => form.register('payoutTxHash', options)}
            error={form.formState.errors.payoutTxHash?.message}
          />
        )}
        {decided && <DecidedFirst {...decided} />}
        {approve.isError && !decided && (
          <Notice tone="error">
            <ActionError error={approve.error} text={reviewFailureText(approve.error, 'approve')} />
          </Notice>
        )}
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy || decided !== null}>
            {busy ? 'Approving...' : 'Approve'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
