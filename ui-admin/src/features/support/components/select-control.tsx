import { useId } from 'react';
import styles from './select-control.module.css';

interface SelectControlProps {
  label: string;
  value: string;
  options: readonly (readonly [string, string])[];
  onChange(value: string): void;
  disabled?: boolean;
  /** Smaller, for the chat header's controls. */
  compact?: boolean;
}

/** A labelled native select: the platform's own picker, usable by keyboard and screen reader. */
export function SelectControl({ label, value, options, onChange, disabled, compact }: SelectControlProps) {
  const id = useId();
  return (
    <div className={compact ? `${styles.field} ${styles.compact}` : styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <select
        id={id}
        className={styles.select}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
      >
        {options.map(([optionValue, text]) => (
          <option key={optionValue} value={optionValue}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}
