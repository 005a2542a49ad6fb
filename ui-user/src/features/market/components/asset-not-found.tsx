import { EmptyState, PageHeader } from '@tradesim/ui-kit';
import { Link } from 'react-router';
import { paths } from '../../../config/routes.js';

/** The spec's 'Asset not found', with a way back to the market. */
export function AssetNotFound() {
  return (
    <>
      <PageHeader title="Asset not found" />
      <EmptyState
        title="This asset does not exist or is no longer listed."
        action={<Link to={paths.market}>Back to the market</Link>}
      />
    </>
  );
}
