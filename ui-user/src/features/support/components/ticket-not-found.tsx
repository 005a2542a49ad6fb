import { Card } from '@tradesim/ui-kit';
import { Link } from 'react-router';
import { paths } from '../../../config/routes.js';
import styles from './ticket-page.module.css';

/** An unknown id, or a ticket that is not this user's (the API does not tell them apart). */
export function TicketNotFound() {
  return (
    <div className={styles.page}>
      <Card className={styles.notFound}>
        <h1 className={styles.notFoundTitle}>Ticket not found</h1>
        <p>It may not exist, or it belongs to another account.</p>
        <Link to={paths.support}>Back to your tickets</Link>
      </Card>
    </div>
  );
}
