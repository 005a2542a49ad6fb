import { type ApprovalContext, formatMoney, formatUsd, toDecimal } from '@tradesim/core';
import type { Db } from '../../context.js';
import { type ApprovalKindHandler, requestText } from '../admin-approvals/kind.js';
import type { ApprovalRow } from '../admin-approvals/repo.js';
import { customerContext } from '../admin-users/service.js';
import { findAdminTransaction, wasPaidOutTo } from './repo.js';
import { applyReview } from './review.js';
import { proofUrl } from './view.js';

/** The deposit or withdrawal an approver decides on, with what makes it worth a second look. */
async function transactionContext(db: Db, row: ApprovalRow): Promise<ApprovalContext> {
  const tx = row.transaction_id ? await findAdminTransaction(db, row.transaction_id) : undefined;
  // A deposit credits its amount on approval; a withdrawal's amount is already held.
  const credit = row.kind === 'deposit' ? row.amount : null;
  const customer = await customerContext(
    db,
    row.user_id,
    credit === null ? undefined : (balance) => formatMoney(toDecimal(balance).plus(credit)),
  );
  if (!tx) return customer;
  const wallet = tx.wallet_address;
  return {
    ...customer,
    transaction: {
      id: tx.id,
      type: tx.type,
      status: tx.status,
      amount: formatMoney(tx.amount),
      fee: formatMoney(tx.fee),
      netAmount: formatMoney(tx.net_amount),
      createdAt: tx.created_at.toISOString(),
      transactionHash: tx.transaction_hash,
      walletAddress: wallet,
      ...(wallet
        ? {
            walletSeenBefore: await wasPaidOutTo(db, {
              userId: tx.user_id,
              walletAddress: wallet,
              exceptId: tx.id,
            }),
          }
        : {}),
      proofUrl: tx.proof_file_id ? proofUrl(tx.id) : null,
    },
  };
}

function transactionApproval(kind: 'deposit' | 'withdrawal'): ApprovalKindHandler {
  const noun = kind === 'deposit' ? 'Deposit' : 'Withdrawal';
  return {
    summarize: (row) => `${noun} of ${formatUsd(row.amount ?? '0')} for ${row.user_email}`,
    context: transactionContext,
    carryOut: async (ctx, trx, { row, approverId, actor, payoutTxHash }) => {
      await applyReview(ctx, trx, {
        id: row.transaction_id ?? '',
        decision: 'approve',
        notes: requestText(row, 'notes'),
        // The approver's payout id; the one who asked may have given one already.
        payoutTxHash: kind === 'withdrawal' ? (payoutTxHash ?? requestText(row, 'payoutTxHash')) : null,
        adminId: approverId,
        actor,
      });
    },
  };
}

/** A large deposit or withdrawal approval waiting for a second staff member. */
export const transactionApprovals = {
  deposit: transactionApproval('deposit'),
  withdrawal: transactionApproval('withdrawal'),
};
