import type { ReactNode } from 'react';
import styles from './app-header.module.css';
import { BrandName } from './brand-name.js';

type Part = 'header' | 'brand' | 'search' | 'end';

/**
 * The top bar of both apps: the product's name (with an optional `badge`, e.g. "Admin") as a
 * link home, the search, then the app's own controls at the end. `homeLink` draws the link
 * (the app's router link) with the class and content it is given.
 */
export function AppHeader({
  homeLink,
  badge,
  search,
  end,
  classNames = {},
}: {
  homeLink: (link: { className: string; children: ReactNode }) => ReactNode;
  badge?: string;
  search: ReactNode;
  end: ReactNode;
  /** An app's own additions to each part (its grid). */
  classNames?: Partial<Record<Part, string | undefined>>;
}) {
  const name = <BrandName badge={badge} logoClassName={styles.logo} badgeClassName={styles.badge} />;
  return (
    <header className={`${styles.header} ${classNames.header ?? ''}`}>
      {homeLink({ className: `${styles.brand} ${classNames.brand ?? ''}`, children: name })}
      <div className={classNames.search}>{search}</div>
      <div className={`${styles.end} ${classNames.end ?? ''}`}>{end}</div>
    </header>
  );
}
