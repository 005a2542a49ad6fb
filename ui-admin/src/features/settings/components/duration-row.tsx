import type { AdminDuration } from '@tradesim/core';
import { Button, formatCount } from '@tradesim/ui-kit';
import { useStaffMay } from '../../../lib/use-staff-may.js';
import { DurationStatus } from './duration-status.js';
import styles from './durations-table.module.css';

interface DurationRowProps {
  duration: AdminDuration;
  /** Its activation is being saved: its buttons wait. */
  busy: boolean;
  onEdit(): void;
  onToggle(): void;
  onDelete(): void;
}

/**
 * One duration as users are offered it; inactive ones are dimmed (docs/product/admin-console.md#screens). The figures name
 * their column (data-label) for the phone layout, where the row becomes a card.
 */
export function DurationRow({ duration, busy, onEdit, onToggle, onDelete }: DurationRowProps) {
  const { label, hours, maxReturnPercent, isActive } = duration;
  // An auditor reads the durations; only a role that may change the catalogue gets the buttons.
  const canChange = useStaffMay()('catalogue', 'change');
  return (
    <tr className={isActive ? undefined : styles.dimmed}>
      <th scope="row" className={styles.label}>
        {label}
      </th>
      <td className={`${styles.numeric} tabular`} data-label="Hours">
        {formatCount(hours)}
      </td>
      <td className={`${styles.numeric} tabular`} data-label="Max return">
        {maxReturnPercent}%
      </td>
      <td className={styles.status}>
        <DurationStatus active={isActive} />
      </td>
      <td className={styles.actionsCell}>
        {canChange && (
          <div className={styles.actions}>
            <Button size="sm" variant="secondary" onClick={onEdit} aria-label={`Edit ${label}`}>
              Edit
            </Button>
            <Button
              size="sm"
              variant="secondary"
              onClick={onToggle}
              disabled={busy}
              aria-label={`${isActive ? 'Deactivate' : 'Activate'} ${label}`}
            >
              {isActive ? 'Deactivate' : 'Activate'}
            </Button>
            <Button
              size="sm"
              variant="ghost"
              className={styles.delete}
              onClick={onDelete}
              aria-label={`Delete ${label}`}
            >
              Delete
            </Button>
          </div>
        )}
      </td>
    </tr>
  );
}
