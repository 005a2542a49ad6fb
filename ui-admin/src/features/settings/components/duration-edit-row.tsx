import type { AdminDuration } from '@tradesim/core';
import { Button } from '@tradesim/ui-kit';
import { showServerFieldErrors } from '../../../lib/server-field-errors.js';
import { useUpdateDuration } from '../api/use-durations.js';
import { DurationFields, useDurationForm } from './duration-fields.js';
import { durationFieldNames } from './duration-form-schema.js';
import { DurationStatus } from './duration-status.js';
import styles from './durations-table.module.css';

interface DurationEditRowProps {
  duration: AdminDuration;
  columns: number;
  onSaved(duration: AdminDuration): void;
  onFailed(error: unknown): void;
  onCancel(): void;
}

/**
 * docs/product/admin-console.md#screens: one row edited in place, saved (Save or Enter) or cancelled (Cancel or Escape).
 * The row's cells become one form across the table's width, so its inputs keep a usable size at
 * 1024 px. Activation has its own button, so Save sends only the label, hours and percent.
 */
export function DurationEditRow({ duration, columns, onSaved, onFailed, onCancel }: DurationEditRowProps) {
  const update = useUpdateDuration();
  const form = useDurationForm({
    label: duration.label,
    hours: String(duration.hours),
    maxReturnPercent: duration.maxReturnPercent,
    isActive: duration.isActive,
  });

  const save = form.handleSubmit(async ({ label, hours, maxReturnPercent }) => {
    try {
      onSaved(await update.mutateAsync({ id: duration.id, input: { label, hours, maxReturnPercent } }));
    } catch (error) {
      showServerFieldErrors(error, form.setError, durationFieldNames);
      onFailed(error);
    }
  });
  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape') onCancel();
  };

  return (
    <tr className={styles.editing}>
      <td colSpan={columns}>
        <form className={styles.editForm} onSubmit={save} noValidate aria-label={`Edit ${duration.label}`}>
          <DurationFields form={form} autoFocusLabel onKeyDown={onKeyDown} />
          <div className={styles.editStatus}>
            <DurationStatus active={duration.isActive} />
          </div>
          <div className={styles.editActions}>
            <Button type="submit" size="sm" disabled={update.isPending}>
              {update.isPending ? 'Saving...' : 'Save'}
            </Button>
            <Button size="sm" variant="secondary" onClick={onCancel} disabled={update.isPending}>
              Cancel
            </Button>
          </div>
        </form>
      </td>
    </tr>
  );
}
