import type { ButtonHTMLAttributes } from 'react';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  block?: boolean;
  size?: 'md' | 'sm';
}

/** The one button of both apps; `type` defaults to "button" so nothing submits a form by accident. */
export function Button({ variant = 'primary', block, size = 'md', className, type, ...rest }: ButtonProps) {
  const classes = [styles.button, styles[variant], styles[size], block ? styles.block : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  return <button type={type ?? 'button'} className={classes} {...rest} />;
}
