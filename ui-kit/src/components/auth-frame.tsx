import type { CSSProperties, ReactNode } from 'react';
import styles from './auth-frame.module.css';
import { BrandName } from './brand-name.js';

/**
 * The frame of the sign-in screens: the product's name (with an optional `badge`, e.g. "Admin")
 * over a centred card holding `children`, then `footer` under the card.
 */
export function AuthFrame({
  tint,
  badge,
  children,
  footer,
}: {
  /** The colour the page's background glow starts from. */
  tint: string;
  badge?: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <main className={styles.page} style={{ '--auth-tint': tint } as CSSProperties}>
      <div className={styles.brand}>
        <BrandName badge={badge} logoClassName={styles.logo} badgeClassName={styles.badge} />
      </div>
      <div className={styles.card}>{children}</div>
      {footer}
    </main>
  );
}
