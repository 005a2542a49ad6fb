import { zodResolver } from '@hookform/resolvers/zod';
import { type ApproveApprovalRequest, approveApprovalRequestSchema } from '@tradesim/core';
import { Button, Modal } from '@tradesim/ui-kit';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { DecidedFirst } from '../../../components/decided-first.js';
import { PayoutField } from '../../../components/payout-field.js';
import { useApproveRequest } from '../api/use-approvals.js';
import { useDecidedFirst } from '../api/use-decided-first.js';
import { DecisionError, type DecisionModalProps } from './decision-error.js';
import styles from './reject-approval-modal.module.css';

export const approveFailed = 'Failed to approve the request';

/**
 * Approving carries the change out at once, so the approver confirms what they approve first.
 * A withdrawal is paid out by the approver, who may give the payout's TRON transaction id here
 * (64 hex digits, checked by core's schema); the user sees it with the withdrawal.
 */
export function ApproveApprovalModal({ approval, onClose, onDone }: DecisionModalProps) {
  const approve = useApproveRequest(approval.id);
  const decided = useDecidedFirst(approval);
  const form = useForm<ApproveApprovalRequest, unknown, z.output<typeof approveApprovalRequestSchema>>({
    resolver: zodResolver(approveApprovalRequestSchema),
    defaultValues: { payoutTxHash: undefined },
  });
  const submit = form.handleSubmit(async (input) => onDone((await approve.mutateAsync(input)).approval));
  const busy = approve.isPending;
  return (
    <Modal
      title="Approve request"
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" form="approve-approval-form" disabled={busy || decided !== null}>
            {busy ? 'Approving...' : 'Approve'}
          </Button>
        </>
      }
    >
      <form
        id="approve-approval-form"
        className={styles.form}
        onSubmit={(event) => void submit(event).catch(() => undefined)}
        noValidate
      >
        <p>
          <strong>{approval.summary}</strong>, asked by {approval.requestedByEmail}. Approving carries it out
          now.
        </p>
        {approval.kind === 'withdrawal' && (
          <PayoutField
            register={(options) => form.register('payoutTxHash', options)}
            error={form.formState.errors.payoutTxHash?.message}
          />
        )}
        {decided && <DecidedFirst {...decided} />}
        {approve.isError && !decided && <DecisionError error={approve.error} fallback={approveFailed} />}
      </form>
    </Modal>
  );
}
