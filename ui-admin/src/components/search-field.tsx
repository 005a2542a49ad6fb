import { Icon } from '@tradesim/ui-kit';
import type { InputHTMLAttributes } from 'react';
import styles from './filter-bar.module.css';

interface SearchFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type' | 'className'> {
  id: string;
  /** Read by screen readers only: the placeholder and the icon say it to the eye. */
  label: string;
  /** The wrapper's class: it must be relatively positioned, as the icon sits over the input. */
  className: string | undefined;
}

/** A list's search box with a leading magnifier. */
export function SearchField({ id, label, className, ...input }: SearchFieldProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <span className={styles.searchIcon} aria-hidden="true">
        <Icon name="search" size={18} />
      </span>
      <input id={id} type="search" className={styles.searchInput} {...input} />
    </div>
  );
}
