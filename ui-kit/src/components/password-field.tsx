import { type ComponentProps, useState } from 'react';
import { Field } from './field.js';
import { Icon } from './icons.js';
import styles from './password-field.module.css';

/**
 * A password input with a show/hide toggle (both specs' Login). The toggle says what it will
 * do ("Show password") and its pressed state, so a screen reader user knows what is visible.
 */
export function PasswordField(props: Omit<ComponentProps<typeof Field>, 'type' | 'trailing'>) {
  const [visible, setVisible] = useState(false);
  return (
    <Field
      {...props}
      type={visible ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          className={styles.toggle}
          aria-label={visible ? `Hide ${props.label.toLowerCase()}` : `Show ${props.label.toLowerCase()}`}
          aria-pressed={visible}
          onClick={() => setVisible((value) => !value)}
        >
          <Icon name={visible ? 'eyeOff' : 'eye'} />
        </button>
      }
    />
  );
}
