import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styles from './primary-link.module.css';

/** A link drawn as the primary button: the one thing to do next ("Sign in", "Request a new link"). */
export function PrimaryLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link className={styles.link} to={to}>
      {children}
    </Link>
  );
}
