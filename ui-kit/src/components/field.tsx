import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import styles from './field.module.css';

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** The validation message under the input (announced, and tied to it by aria-describedby). */
  error?: string | undefined;
  /** A live hint under the input when there is no error (e.g. "Amount is valid"). */
  hint?: ReactNode;
  hintTone?: 'positive' | 'negative' | 'muted';
  /** Something drawn inside the input's right edge (a show/hide or Paste button). */
  trailing?: ReactNode;
}

/** A labelled input with its error or hint; spread react-hook-form's `register(...)` into it. */
export function Field({
  label,
  error,
  hint,
  hintTone = 'muted',
  trailing,
  id,
  className,
  ...input
}: FieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const messageId = `${inputId}-message`;
  const message = error ?? hint;
  return (
    <div className={[styles.field, className ?? ''].join(' ')}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      <div className={styles.control}>
        <input
          id={inputId}
          className={styles.input}
          aria-invalid={error ? true : undefined}
          aria-describedby={message ? messageId : undefined}
          {...input}
        />
        {trailing && <div className={styles.trailing}>{trailing}</div>}
      </div>
      {error ? (
        <p id={messageId} className={styles.error} role="alert">
          {error}
        </p>
      ) : (
        hint && (
          <p id={messageId} className={`${styles.hint} ${styles[hintTone]}`} aria-live="polite">
            {hint}
          </p>
        )
      )}
    </div>
  );
}
