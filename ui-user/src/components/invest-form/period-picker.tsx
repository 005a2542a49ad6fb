import type { Duration } from '@tradesim/core';
import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { formatMaxReturn } from './invest-figures.js';
import styles from './period-picker.module.css';

/** The investment periods as radio cards: label and return cap; react-hook-form owns the value. */
export function PeriodPicker({
  durations,
  registration,
  error,
}: {
  durations: Duration[];
  registration: UseFormRegisterReturn;
  error?: string | undefined;
}) {
  const errorId = useId();
  return (
    <fieldset className={styles.group} aria-describedby={error ? errorId : undefined}>
      <legend className={styles.legend}>Investment period</legend>
      {durations.length === 0 ? (
        <p className={styles.empty}>No investment periods are available right now.</p>
      ) : (
        <div className={styles.options}>
          {durations.map((duration) => (
            <label key={duration.id} className={styles.option}>
              <input type="radio" value={duration.id} className="visually-hidden" {...registration} />
              <span className={styles.label}>{duration.label}</span>{' '}
              <span className={styles.cap}>up to {formatMaxReturn(duration.maxReturnPercent)}</span>
            </label>
          ))}
        </div>
      )}
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
