import type { HTMLAttributes } from 'react';
import styles from './card.module.css';

/** A white rounded surface; most screen sections sit on one. */
export function Card({ className, ...rest }: HTMLAttributes<HTMLElement>) {
  return <section className={[styles.card, className ?? ''].join(' ')} {...rest} />;
}

/** The screen's title row: an h1 and optional actions on the right. */
export function PageHeader({
  title,
  actions,
  back,
}: {
  title: string;
  actions?: React.ReactNode;
  back?: React.ReactNode;
}) {
  return (
    <div className={styles.header}>
      {back}
      <h1 className={styles.title}>{title}</h1>
      {actions && <div className={styles.actions}>{actions}</div>}
    </div>
  );
}
