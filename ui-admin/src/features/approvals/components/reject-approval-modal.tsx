import { zodResolver } from '@hookform/resolvers/zod';
import { type RejectApprovalRequest, rejectApprovalRequestSchema } from '@tradesim/core';
import { Button, Modal, TextareaField } from '@tradesim/ui-kit';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { DecidedFirst } from '../../../components/decided-first.js';
import { useRejectRequest } from '../api/use-approvals.js';
import { useDecidedFirst } from '../api/use-decided-first.js';
import { DecisionError, type DecisionModalProps } from './decision-error.js';
import styles from './reject-approval-modal.module.css';

export const rejectFailed = 'Failed to reject the request';

/** Reject: a reason is required (the requester reads it); nothing changes. */
export function RejectApprovalModal({ approval, onClose, onDone }: DecisionModalProps) {
  const reject = useRejectRequest(approval.id);
  const decided = useDecidedFirst(approval);
  const form = useForm<RejectApprovalRequest, unknown, z.output<typeof rejectApprovalRequestSchema>>({
    resolver: zodResolver(rejectApprovalRequestSchema),
    defaultValues: { reason: '' },
  });
  const submit = form.handleSubmit(async ({ reason }) => {
    const { approval: decided } = await reject.mutateAsync(reason);
    onDone(decided);
  });
  const busy = reject.isPending;
  return (
    <Modal
      title="Reject request"
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button
            type="submit"
            form="reject-approval-form"
            variant="danger"
            disabled={busy || decided !== null}
          >
            {busy ? 'Rejecting...' : 'Reject'}
          </Button>
        </>
      }
    >
      <form
        id="reject-approval-form"
        className={styles.form}
        onSubmit={(event) => void submit(event).catch(() => undefined)}
        noValidate
      >
        <p>
          <strong>{approval.summary}</strong>. Nothing changes; the requester sees your reason.
        </p>
        <TextareaField
          label="Reason"
          rows={3}
          maxLength={1000}
          error={form.formState.errors.reason?.message}
          {...form.register('reason')}
        />
        {decided && <DecidedFirst {...decided} />}
        {reject.isError && !decided && <DecisionError error={reject.error} fallback={rejectFailed} />}
      </form>
    </Modal>
  );
}
