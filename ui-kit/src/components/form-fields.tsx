import { type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes, useId } from 'react';
import styles from './field.module.css';

interface Described {
  label: string;
  error?: string | undefined;
  /** Shown under the control when there is no error (e.g. a character counter). */
  hint?: ReactNode;
}

/**
 * A labelled textarea with its error or hint, in Field's look (Field is an input only); spread
 * react-hook-form's `register(...)` into it.
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
    <Labelled id={controlId} label={label}>
      <textarea
        id={controlId}
        className={`${styles.input} ${styles.textarea}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error || hint ? `${controlId}-message` : undefined}
        {...textarea}
      />
      <FieldMessage id={`${controlId}-message`} error={error} hint={hint} />
    </Labelled>
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
    <Labelled id={controlId} label={label}>
      <select id={controlId} className={`${styles.input} ${styles.select}`} {...select}>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </Labelled>
  );
}

function Labelled({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className={`${styles.field} ${styles.shrinks}`}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children}
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
    <p id={id} className={`${styles.hint} ${styles.muted}`}>
      {hint}
    </p>
  ) : null;
}
