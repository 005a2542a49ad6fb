import { Notice } from '@tradesim/ui-kit';
import { Link } from 'react-router';
import { PendingRequestNote } from '../../../components/awaiting-approval.js';
import { links } from '../../../config/routes.js';
import { useAdminAuth } from '../../../lib/auth-context.js';
import { usePendingRequest } from '../../../lib/use-approval-list.js';
import { useStaffMay } from '../../../lib/use-staff-may.js';
import { awaitingSecondApprovalText } from './badges.js';

/**
 * A transaction one staff member approved and a second must: who asked and when it lapses (from
 * the Approvals list, for a role that reads it), and the way to the request.
 */
export function AwaitingRequest({ requestId }: { requestId: string }) {
  const may = useStaffMay();
  const { admin } = useAdminAuth();
  const request = usePendingRequest((approval) => approval.id === requestId);
  if (request) return <PendingRequestNote approval={request} selfId={admin?.id} />;
  return (
    <Notice tone="warning" title={awaitingSecondApprovalText}>
      Approved once and waiting for a second staff member: nothing has moved yet.{' '}
      {may('approvals') && <Link to={links.approvals({ request: requestId })}>Open the request</Link>}
    </Notice>
  );
}
