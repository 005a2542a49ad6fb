import type { DayRange } from '../lib/date-range.js';
import styles from './date-range-fields.module.css';

interface DateRangeFieldsProps {
  /** Prefixes the inputs' ids: two lists on one page must not share them. */
  id: string;
  range: DayRange;
  onChange(range: DayRange): void;
}

/**
 * From and To as two date inputs, whole days in the staff member's time zone. Each bounds the
 * other (`min`/`max`), so the browser's picker cannot make a period that ends before it starts.
 */
export function DateRangeFields({ id, range, onChange }: DateRangeFieldsProps) {
  return (
    <fieldset className={styles.range}>
      <legend className="visually-hidden">Period</legend>
      <label className={styles.field} htmlFor={`${id}-from`}>
        <span>From</span>
        <input
          id={`${id}-from`}
          type="date"
          className={styles.input}
          value={range.from}
          max={range.to || undefined}
          onChange={(event) => onChange({ ...range, from: event.target.value })}
        />
      </label>
      <label className={styles.field} htmlFor={`${id}-to`}>
        <span>To</span>
        <input
          id={`${id}-to`}
          type="date"
          className={styles.input}
          value={range.to}
          min={range.from || undefined}
          onChange={(event) => onChange({ ...range, to: event.target.value })}
        />
      </label>
    </fieldset>
  );
}
