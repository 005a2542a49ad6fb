import type { ReactNode } from 'react';
import styles from './auth-card.module.css';

/**
 * The inside of the sign-in card (AuthFrame draws the card): the screen's one h1, a line
 * under it, the body, and the footer links ("Don't have an account? ...").
 */
export function AuthCard({
  title,
  subtitle,
  children,
  footer,
}: {
  title: string;
  subtitle?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <div className={styles.card}>
      <div className={styles.heading}>
        <h1 className={styles.title}>{title}</h1>
        {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
      </div>
      {children}
      {footer && <p className={styles.footer}>{footer}</p>}
    </div>
  );
}
