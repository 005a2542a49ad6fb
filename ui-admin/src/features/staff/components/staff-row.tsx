import { type Approval, type StaffMember, type StaffRole, staffRoles } from '@tradesim/core';
import { Button, formatDateTime } from '@tradesim/ui-kit';
import { EmailText } from '../../../components/email-text.js';
import { roleName } from '../../../lib/use-staff-may.js';
import type { StaffChange } from './staff-change-modal.js';
import { memberName } from './staff-labels.js';
import { StaffPending } from './staff-pending.js';
import styles from './staff-table.module.css';

const roleOptions = staffRoles.map((role) => [role, roleName(role)] as const);

/**
 * One member: who (and any change of theirs awaiting a second owner), the role (a select for an
 * owner; changing it asks first), whether the account is active, whether it has a second
 * factor, the last sign-in, Disable or Enable, and Reset two-step verification for a member who
 * has a factor. A change already waiting cannot be asked again, so its control waits too. Each
 * cell names its column (data-label) for the phone layout, where the row becomes a card.
 */
export function StaffRow({
  member,
  self,
  selfId,
  canChange,
  pending,
  onChange,
}: {
  member: StaffMember;
  self: boolean;
  selfId: string | undefined;
  canChange: boolean;
  /** This member's requests awaiting a second owner. */
  pending: readonly Approval[];
  onChange(change: StaffChange): void;
}) {
  const name = memberName(member);
  const waits = (kind: Approval['kind']) => pending.some((approval) => approval.kind === kind);
  return (
    <tr className={member.disabled ? styles.disabledRow : undefined}>
      <th scope="row" className={styles.who}>
        {name}
        {self && <span className={styles.you}> (you)</span>}
        {/* A member without a name is already shown by their email. */}
        {name !== member.email && (
          <span className={styles.email}>
            <EmailText email={member.email} />
          </span>
        )}
        {pending.length > 0 && <StaffPending requests={pending} selfId={selfId} />}
      </th>
      <td data-label="Role">
        {canChange ? (
          <select
            className={styles.select}
            aria-label={`Role of ${name}`}
            value={member.role}
            disabled={waits('staff_role')}
            onChange={(event) => onChange({ kind: 'role', member, role: event.target.value as StaffRole })}
          >
            {roleOptions.map(([value, text]) => (
              <option key={value} value={value}>
                {text}
              </option>
            ))}
          </select>
        ) : (
          roleName(member.role)
        )}
      </td>
      <td data-label="Status">
        <span className={`${styles.pill} ${member.disabled ? styles.off : styles.on}`}>
          {member.disabled ? 'Disabled' : 'Active'}
        </span>
      </td>
      <td data-label="Two-step">{member.mfaEnabled ? 'On' : 'Off'}</td>
      <td data-label="Last sign-in" className={styles.time}>
        {member.lastSignInAt ? formatDateTime(member.lastSignInAt) : 'Never'}
      </td>
      {canChange && (
        <td className={styles.actions}>
          <span className={styles.buttons}>
            {member.mfaEnabled && (
              <Button
                variant="secondary"
                size="sm"
                aria-label={`Reset two-step verification of ${name}`}
                disabled={waits('mfa_reset')}
                onClick={() => onChange({ kind: 'mfa-reset', member })}
              >
                Reset two-step verification
              </Button>
            )}
            <Button
              variant={member.disabled ? 'secondary' : 'danger'}
              size="sm"
              aria-label={`${member.disabled ? 'Enable' : 'Disable'} ${name}`}
              disabled={!member.disabled && waits('staff_disable')}
              onClick={() => onChange({ kind: 'disabled', member, disabled: !member.disabled })}
            >
              {member.disabled ? 'Enable' : 'Disable'}
            </Button>
          </span>
        </td>
      )}
    </tr>
  );
}
