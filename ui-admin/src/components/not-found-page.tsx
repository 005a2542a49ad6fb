import { EmptyState, PageHeader } from '@tradesim/ui-kit';
import { Link } from 'react-router';
import { paths } from '../config/routes.js';
import styles from './not-found-page.module.css';

/** A console path that does not exist (a mistyped or outdated link). */
export function NotFoundPage() {
  return (
    <>
      <PageHeader title="Page not found" />
      <EmptyState
        title="There is no such page in the admin console."
        text="It may have moved, or the link was mistyped."
        action={
          <Link to={paths.dashboard} className={styles.home}>
            Go to the dashboard
          </Link>
        }
      />
    </>
  );
}
