import type { Approval } from '@tradesim/core';
import { Button, Modal, Notice } from '@tradesim/ui-kit';
import { ReasonField, useReasonForm } from '../../../components/reason-field.js';
import { isApprovalResponse } from '../../../lib/approvals.js';
import type { useUpdateSecuritySettings } from '../api/use-security-settings.js';
import { policyFailure } from './policy-failure.js';
import styles from './security-page.module.css';

/**
 * Turning the staff policy on or off changes who can act without a code, so an owner asks a
 * second owner, with a reason for them; nothing changes until then.
 */
export function PolicyChangeModal({
  turnOn,
  update,
  onClose,
  onAsked,
}: {
  turnOn: boolean;
  update: ReturnType<typeof useUpdateSecuritySettings>;
  onClose(): void;
  /** The request a second owner must decide (or, had the policy already been so, none). */
  onAsked(approval: Approval | null): void;
}) {
  const form = useReasonForm();
  const submit = form.handleSubmit(({ reason }) =>
    update.mutate(
      { requireStaffMfa: turnOn, ...(reason ? { reason } : {}) },
      { onSuccess: (result) => onAsked(isApprovalResponse(result) ? result.approval : null) },
    ),
  );
  return (
    <Modal
      title={turnOn ? 'Turn the staff policy on' : 'Turn the staff policy off'}
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={update.isPending}>
            Cancel
          </Button>
          <Button type="submit" form="policy-change-form" disabled={update.isPending}>
            {update.isPending ? 'Asking...' : 'Ask a second owner'}
          </Button>
        </>
      }
    >
      <form id="policy-change-form" className={styles.modalForm} onSubmit={submit} noValidate>
        <p>
          {turnOn
            ? 'Every staff member who signed in without a code will have to set up two-step verification before changing anything.'
            : 'Staff will be able to change things, move money included, without a second factor.'}{' '}
          A second owner must approve this first: nothing changes until then.
        </p>
        <ReasonField error={form.formState.errors.reason?.message} {...form.register('reason')} />
        {update.isError && <Notice tone="error">{policyFailure(update.error)}</Notice>}
      </form>
    </Modal>
  );
}
