import { type ReactNode, Suspense } from 'react';
import styles from './app-frame.module.css';
import { LoadingState } from './states.js';

/**
 * The signed-in frame of both apps: a "Skip to content" link, the header and the navigation,
 * then the page (`children`, loading behind a spinner) in the one `main`, and `after` it
 * whatever an app adds. The grid is each app's (`className`, `mainClassName`).
 */
export function AppFrame({
  header,
  navigation,
  after,
  className,
  mainClassName,
  children,
}: {
  header: ReactNode;
  navigation: ReactNode;
  after?: ReactNode;
  className?: string | undefined;
  mainClassName?: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <a className={styles.skip} href="#main">
        Skip to content
      </a>
      {header}
      {navigation}
      <main id="main" className={mainClassName}>
        <Suspense fallback={<LoadingState />}>{children}</Suspense>
      </main>
      {after}
    </div>
  );
}
