import type { Duration } from '@tradesim/core';
import { Icon } from '@tradesim/ui-kit';
import { formatReturnPercent } from './invest-rules.js';
import styles from './period-picker.module.css';

/** The investment period as radio cards: each duration's label and its maximum return. */
export function PeriodPicker({
  durations,
  name,
  value,
  error,
  onChange,
  onBlur,
}: {
  durations: readonly Duration[];
  name: string;
  value: string;
  error: string | undefined;
  onChange(value: string): void;
  onBlur(): void;
}) {
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>Investment period</legend>
      <div className={styles.options}>
        {durations.map((duration) => (
          <label key={duration.id} className={styles.option}>
            <input
              className={styles.radio}
              type="radio"
              name={name}
              value={duration.id}
              checked={value === duration.id}
              onChange={() => onChange(duration.id)}
              onBlur={onBlur}
            />
            <span className={styles.label}>{duration.label}</span>{' '}
            <span className={styles.return}>up to {formatReturnPercent(duration.maxReturnPercent)}</span>
            <span className={styles.check}>
              <Icon name="check" size={16} />
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
