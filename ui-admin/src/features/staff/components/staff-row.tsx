import { type StaffMember, type StaffRole, staffRoles } from '@tradesim/core';
import { Button, formatDateTime } from '@tradesim/ui-kit';
import { EmailText } from '../../../components/email-text.js';
import { roleName } from '../../../lib/use-staff-may.js';
import type { StaffChange } from './staff-change-modal.js';
import { memberName } from './staff-labels.js';
import styles from './staff-table.module.css';

const roleOptions = staffRoles.map((role) => [role, roleName(role)] as const);

/**
 * One member: who, the role (a select for an owner; changing it asks first), whether the account
 * is active, whether it has a second factor, the last sign-in, and Disable or Enable. Each cell
 * names its column (data-label) for the phone layout, where the row becomes a card.
 */
export function StaffRow({
  member,
  self,
  canChange,
  onChange,
}: {
  member: StaffMember;
  self: boolean;
  canChange: boolean;
  onChange(change: StaffChange): void;
}) {
  const name = memberName(member);
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
      </th>
      <td data-label="Role">
        {canChange ? (
          <select
            className={styles.select}
            aria-label={`Role of ${name}`}
            value={member.role}
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
          <Button
            variant={member.disabled ? 'secondary' : 'danger'}
            size="sm"
            aria-label={`${member.disabled ? 'Enable' : 'Disable'} ${name}`}
            onClick={() => onChange({ kind: 'disabled', member, disabled: !member.disabled })}
          >
            {member.disabled ? 'Enable' : 'Disable'}
          </Button>
        </td>
      )}
    </tr>
  );
}
