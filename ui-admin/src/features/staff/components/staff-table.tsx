import type { Approval, StaffMember } from '@tradesim/core';
import type { StaffChange } from './staff-change-modal.js';
import { StaffRow } from './staff-row.js';
import styles from './staff-table.module.css';

/** The staff members, in the server's order; a table on a desktop, one card a member on a phone. */
export function StaffTable({
  members,
  selfId,
  canChange,
  pending,
  onChange,
}: {
  members: StaffMember[];
  selfId: string | undefined;
  canChange: boolean;
  /** The staff requests awaiting a second owner (role changes, disabling, factor resets). */
  pending: readonly Approval[];
  onChange(change: StaffChange): void;
}) {
  return (
    <div className={styles.card}>
      <table className={styles.table}>
        <caption className="visually-hidden">Staff members</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Role</th>
            <th scope="col">Status</th>
            <th scope="col">Two-step</th>
            <th scope="col">Last sign-in</th>
            {canChange && (
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {members.map((member) => (
            <StaffRow
              key={member.id}
              member={member}
              self={member.id === selfId}
              selfId={selfId}
              canChange={canChange}
              pending={pending.filter((approval) => approval.userId === member.id)}
              onChange={onChange}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}
