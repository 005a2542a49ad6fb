import type { InputHTMLAttributes } from 'react';
import styles from './search-input.module.css';

/** The header's pill-shaped search box (no browser autofill); `className` adds an app's own look. */
export function SearchInput({ className, ...input }: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>) {
  return (
    <input className={`${styles.input} ${className ?? ''}`} type="search" autoComplete="off" {...input} />
  );
}
