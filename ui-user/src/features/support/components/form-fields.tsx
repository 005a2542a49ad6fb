import { type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes, useId } from 'react';
import styles from './form-fields.module.css';

interface Described {
  label: string;
  error?: string | undefined;
  /** Shown under the control when there is no error (the character counter). */
  hint?: ReactNode;
}

/**
 * A labelled textarea with its error or hint, in the shared Field's look (the shared Field is
 * an input only); spread react-hook-form's `register(...)` into it.
 */
export function TextareaField({
  label,
  error,
  hint,
  id,
  ...textarea
}: Described & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const generated = useId();
  const controlId = id ?? generated;
  return (
    <div className={styles.field}>
      <label htmlFor={controlId} className={styles.label}>
        {label}
      </label>
      <textarea
        id={controlId}
        className={`${styles.control} ${styles.textarea}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error || hint ? `${controlId}-message` : undefined}
        {...textarea}
      />
      <FieldMessage id={`${controlId}-message`} error={error} hint={hint} />
    </div>
  );
}

/** A labelled native select (the platform's picker is the most usable one on a phone). */
export function SelectField({
  label,
  options,
  id,
  ...select
}: { label: string; options: readonly [string, string][] } & SelectHTMLAttributes<HTMLSelectElement>) {
  const generated = useId();
  const controlId = id ?? generated;
  return (
    <div className={styles.field}>
      <label htmlFor={controlId} className={styles.label}>
        {label}
      </label>
      <select id={controlId} className={`${styles.control} ${styles.select}`} {...select}>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}

function FieldMessage({ id, error, hint }: { id: string; error?: string | undefined; hint?: ReactNode }) {
  if (error) {
    return (
      <p id={id} className={styles.error} role="alert">
        {error}
      </p>
    );
  }
  return hint ? (
    <p id={id} className={styles.hint}>
      {hint}
    </p>
  ) : null;
}
