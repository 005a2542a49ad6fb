import { EmptyState, PageHeader } from '@tradesim/ui-kit';
import { Link } from 'react-router';
import { paths } from '../config/routes.js';

export function NotFoundPage() {
  return (
    <>
      <PageHeader title="Page not found" />
      <EmptyState
        title="Nothing here"
        text="The page you asked for does not exist."
        action={<Link to={paths.dashboard}>Go to the dashboard</Link>}
      />
    </>
  );
}
