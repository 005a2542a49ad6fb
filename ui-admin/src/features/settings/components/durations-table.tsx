import { type AdminDuration, adminScreenMessages } from '@tradesim/core';
import { DurationEditRow } from './duration-edit-row.js';
import { DurationRow } from './duration-row.js';
import styles from './durations-table.module.css';

interface DurationsTableProps {
  durations: AdminDuration[];
  editingId: string | null;
  togglingId: string | null;
  onEdit(duration: AdminDuration): void;
  onSaved(duration: AdminDuration): void;
  onCancelEdit(): void;
  onToggle(duration: AdminDuration): void;
  onDelete(duration: AdminDuration): void;
  onFailed(title: string, error: unknown): void;
}

/** Every duration, active or not, shortest first; at most one row is edited at a time. */
export function DurationsTable(props: DurationsTableProps) {
  const { durations, editingId, togglingId } = props;
  return (
    <div className={styles.card}>
      <table className={styles.table}>
        <caption className="visually-hidden">Investment durations</caption>
        <thead>
          <tr>
            <th scope="col">Label</th>
            <th scope="col" className={styles.numeric}>
              Hours
            </th>
            <th scope="col" className={styles.numeric}>
              Max return
            </th>
            <th scope="col">Status</th>
            <th scope="col" className={styles.actionsColumn}>
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {durations.map((duration) =>
            duration.id === editingId ? (
              <DurationEditRow
                key={duration.id}
                duration={duration}
                columns={5}
                onSaved={props.onSaved}
                onFailed={(error) => props.onFailed(adminScreenMessages.updateDurationFailed, error)}
                onCancel={props.onCancelEdit}
              />
            ) : (
              <DurationRow
                key={duration.id}
                duration={duration}
                busy={duration.id === togglingId}
                onEdit={() => props.onEdit(duration)}
                onToggle={() => props.onToggle(duration)}
                onDelete={() => props.onDelete(duration)}
              />
            ),
          )}
        </tbody>
      </table>
    </div>
  );
}
