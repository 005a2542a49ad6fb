import type { AdminTransaction, Approval, ApprovalResponse } from '@tradesim/core';
import { formatUsd, Notice, PageHeader, useTimedMessage } from '@tradesim/ui-kit';
import { useState } from 'react';
import { AwaitingApprovalNotice } from '../../../components/awaiting-approval.js';
import { isApprovalResponse } from '../../../lib/approvals.js';
import { ApproveModal } from './approve-modal.js';
import { type ReviewKind, typeLabel, userName } from './labels.js';
import { RejectModal } from './reject-modal.js';
import { TransactionDetailsModal } from './transaction-details-modal.js';
import { TransactionFilters } from './transaction-filters.js';
import { TransactionList } from './transaction-list.js';
import styles from './transactions-page.module.css';
import { useTransactionFilters } from './use-transaction-filters.js';

interface Review {
  kind: ReviewKind;
  transaction: AdminTransaction;
}

/** "Deposit of $100.00 by Ada Lovelace approved." */
function reviewedText(kind: ReviewKind, t: AdminTransaction): string {
  return `${typeLabel(t.type)} of ${formatUsd(t.amount)} by ${userName(t)} ${kind === 'approve' ? 'approved' : 'rejected'}.`;
}

/**
 * Transactions (docs/product/admin-console.md#screens): search, type and status filters kept in the URL, the live list
 * (new deposits and withdrawals appear without a reload), the details modal (`?transaction=`),
 * and the Approve and Reject modals for pending ones.
 * DESIGN: a review ends with a 5-second confirmation naming what was decided, since the row
 * itself may leave a "Pending" filter at once; an approval held for a second staff member says
 * so until the next review.
 */
export function TransactionsPage() {
  const filters = useTransactionFilters();
  const [review, setReview] = useState<Review | null>(null);
  // A held approval stays said until the next review: it is the one thing that did not happen.
  const [awaiting, setAwaiting] = useState<Approval | null>(null);
  const notice = useTimedMessage(5000);
  const startReview = (kind: ReviewKind, transaction: AdminTransaction) => {
    filters.close();
    setAwaiting(null);
    setReview({ kind, transaction });
  };
  const finishReview = (result: AdminTransaction | ApprovalResponse) => {
    if (isApprovalResponse(result)) setAwaiting(result.approval);
    else if (review) notice.show(reviewedText(review.kind, { ...review.transaction, ...result }));
    setReview(null);
  };
  return (
    <>
      <PageHeader title="Transactions" />
      <p className={styles.subtitle}>Review deposits and withdrawals, and approve or reject pending ones.</p>
      {notice.message && (
        <div className={styles.notice}>
          <Notice tone={notice.message.tone}>{notice.message.text}</Notice>
        </div>
      )}
      {awaiting && (
        <div className={styles.notice}>
          <AwaitingApprovalNotice approval={awaiting} />
        </div>
      )}
      <TransactionFilters filters={filters} />
      <section className={styles.panel} aria-label="Transaction list">
        <TransactionList
          filters={filters.filters}
          filtered={filters.hasFilters}
          onView={filters.open}
          onReview={startReview}
        />
      </section>
      {filters.openId && (
        <TransactionDetailsModal id={filters.openId} onClose={filters.close} onReview={startReview} />
      )}
      {review?.kind === 'approve' && (
        <ApproveModal
          transaction={review.transaction}
          onClose={() => setReview(null)}
          onDone={finishReview}
        />
      )}
      {review?.kind === 'reject' && (
        <RejectModal transaction={review.transaction} onClose={() => setReview(null)} onDone={finishReview} />
      )}
    </>
  );
}
