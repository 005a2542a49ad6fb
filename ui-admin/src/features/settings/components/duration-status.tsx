import styles from './duration-status.module.css';

/** Active or Inactive in words, not only in colour (and the row is dimmed when inactive). */
export function DurationStatus({ active }: { active: boolean }) {
  return <span className={active ? styles.active : styles.inactive}>{active ? 'Active' : 'Inactive'}</span>;
}
