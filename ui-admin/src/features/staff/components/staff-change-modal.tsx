import { type Approval, isAppError, type StaffMember } from '@tradesim/core';
import { Button, Modal, Notice } from '@tradesim/ui-kit';
import { ActionError } from '../../../components/action-error.js';
import { ReasonField, useReasonForm } from '../../../components/reason-field.js';
import { isApprovalResponse } from '../../../lib/approvals.js';
import { useResetStaffMfa, useUpdateStaff } from '../api/use-staff.js';
import { type StaffChange, wording } from './staff-change-wording.js';
import styles from './staff-page.module.css';

export type { StaffChange } from './staff-change-wording.js';

export const updateStaffFailed = 'Failed to update the staff member';

/**
 * A staff change, confirmed first. A role change, disabling and a second-factor reset wait for a
 * second owner (the answer is the request, with the reason given here for them); re-enabling is
 * made at once. The server keeps one active owner at least (LAST_OWNER); its message shows here
 * and the list stays as it was.
 */
export function StaffChangeModal({
  change,
  selfId,
  onClose,
  onDone,
}: {
  change: StaffChange;
  selfId: string | undefined;
  onClose(): void;
  onDone(result: StaffMember | Approval): void;
}) {
  const update = useUpdateStaff();
  const reset = useResetStaffMfa();
  const form = useReasonForm();
  const text = wording(change, change.member.id === selfId);
  const held = text.asksApproval;
  const running = change.kind === 'mfa-reset' ? reset : update;
  const done = (result: StaffMember | { approval: Approval }) =>
    onDone(isApprovalResponse(result) ? result.approval : result);
  const submit = form.handleSubmit(({ reason }) => {
    const id = change.member.id;
    if (change.kind === 'mfa-reset') return reset.mutate({ id, reason }, { onSuccess: done });
    const input = change.kind === 'role' ? { role: change.role } : { disabled: change.disabled };
    update.mutate({ id, input: held && reason ? { ...input, reason } : input }, { onSuccess: done });
  });
  const failure =
    isAppError(running.error) && running.error.status < 500 ? running.error.message : updateStaffFailed;
  return (
    <Modal
      title={text.title}
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={running.isPending}>
            Cancel
          </Button>
          <Button type="submit" form="staff-change-form" variant="danger" disabled={running.isPending}>
            {running.isPending ? text.busy : text.confirm}
          </Button>
        </>
      }
    >
      <form id="staff-change-form" className={styles.form} onSubmit={submit} noValidate>
        <p>{text.text}</p>
        {held && <ReasonField error={form.formState.errors.reason?.message} {...form.register('reason')} />}
        {running.isError && (
          <Notice tone="error">
            <ActionError error={running.error} text={failure} />
          </Notice>
        )}
      </form>
    </Modal>
  );
}
