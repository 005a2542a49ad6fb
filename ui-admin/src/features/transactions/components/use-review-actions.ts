import type { AdminTransaction } from '@tradesim/core';
import { useNavigate } from 'react-router';
import type { RowMenuItem } from '../../../components/row-menu.js';
import { links } from '../../../config/routes.js';
import { useStaffMay } from '../../../lib/use-staff-may.js';
import { awaitsSecondApproval, isReviewable, type ReviewKind } from './labels.js';

/**
 * The review actions a transaction offers this staff member, in the row menu and the details:
 * Approve and Reject while it is pending and the role may change transactions (an auditor and
 * support are offered neither); once approved by one staff member and waiting for a second, the
 * request instead of Approve. Rejecting moves no money and stays one person's call.
 */
export function useReviewActions() {
  const may = useStaffMay();
  const navigate = useNavigate();
  return (transaction: AdminTransaction, onReview: (kind: ReviewKind, t: AdminTransaction) => void) => {
    const items: RowMenuItem[] = [];
    if (!isReviewable(transaction)) return items;
    const change = may('transactions', 'change');
    const requestId = transaction.pendingApprovalId;
    if (awaitsSecondApproval(transaction) && requestId) {
      if (may('approvals')) {
        items.push({
          label: 'Open approval request',
          onSelect: () => navigate(links.approvals({ request: requestId })),
        });
      }
    } else if (change) {
      items.push({ label: 'Approve', onSelect: () => onReview('approve', transaction) });
    }
    if (change)
      items.push({ label: 'Reject', onSelect: () => onReview('reject', transaction), tone: 'danger' });
    return items;
  };
}
