import { isAppError, type StaffMember, type StaffRole } from '@tradesim/core';
import { ConfirmModal, Notice } from '@tradesim/ui-kit';
import { ActionError } from '../../../components/action-error.js';
import { roleName } from '../../../lib/use-staff-may.js';
import { useUpdateStaff } from '../api/use-staff.js';
import { memberName } from './staff-labels.js';

/** What the owner asked for: a new role, or disabling or enabling the account. */
export type StaffChange =
  | { kind: 'role'; member: StaffMember; role: StaffRole }
  | { kind: 'disabled'; member: StaffMember; disabled: boolean };

export const updateStaffFailed = 'Failed to update the staff member';

function wording(change: StaffChange, self: boolean) {
  const name = self ? 'you' : memberName(change.member);
  const signedOut = self
    ? 'You will be signed out everywhere, this console included.'
    : `${memberName(change.member)} will be signed out everywhere.`;
  if (change.kind === 'role') {
    return {
      title: 'Change role',
      confirm: 'Change role',
      busy: 'Changing...',
      text: `Change the role of ${name} from ${roleName(change.member.role)} to ${roleName(change.role)}? ${signedOut} They sign in again with what the new role allows.`,
    };
  }
  if (change.disabled) {
    return {
      title: 'Disable staff member',
      confirm: 'Disable',
      busy: 'Disabling...',
      text: `Disable the account of ${name}? ${signedOut} Nobody can sign in to it until an owner enables it again.`,
    };
  }
  return {
    title: 'Enable staff member',
    confirm: 'Enable',
    busy: 'Enabling...',
    text: `Enable the account of ${name}? They can sign in again with their password.`,
  };
}

/**
 * Changing a role or disabling an account signs the member out everywhere, so the owner
 * confirms it first. The server keeps one active owner at least (LAST_OWNER); its message shows
 * here and the list stays as it was.
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
  onDone(member: StaffMember): void;
}) {
  const update = useUpdateStaff();
  const text = wording(change, change.member.id === selfId);
  const input = change.kind === 'role' ? { role: change.role } : { disabled: change.disabled };
  const confirm = () => update.mutate({ id: change.member.id, input }, { onSuccess: onDone });
  const failure =
    isAppError(update.error) && update.error.status < 500 ? update.error.message : updateStaffFailed;
  return (
    <ConfirmModal
      title={text.title}
      confirmLabel={text.confirm}
      busyLabel={text.busy}
      busy={update.isPending}
      onCancel={onClose}
      onConfirm={confirm}
    >
      <p>{text.text}</p>
      {update.isError && (
        <Notice tone="error">
          <ActionError error={update.error} text={failure} />
        </Notice>
      )}
    </ConfirmModal>
  );
}
