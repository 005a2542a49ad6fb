import type { FormEventHandler, ReactNode } from 'react';
import styles from './auth-form.module.css';
import { Notice } from './notice.js';

/**
 * A sign-in screen's form: the service's error in a red box above the fields (both specs: the
 * service's message in a red box), then the fields. `noValidate` so the core schemas' messages
 * show, not the browser's.
 */
export function AuthForm({
  onSubmit,
  error,
  label,
  onFocus,
  children,
}: {
  onSubmit: FormEventHandler<HTMLFormElement>;
  error: string | null;
  /** The form's accessible name (usually the screen's title). */
  label: string;
  /** A field of the form took focus (a lazily fetched check starts loading, see lazyResolver). */
  onFocus?: () => void;
  children: ReactNode;
}) {
  return (
    <form className={styles.form} onSubmit={onSubmit} onFocus={onFocus} noValidate aria-label={label}>
      {error && <Notice tone="error">{error}</Notice>}
      {children}
    </form>
  );
}
