import { Decimal, type DecimalInput } from './decimal.js';
import { AppError } from './errors.js';
import { type Journal, journal, platformAccounts, post, userAccount } from './ledger.js';
import { validationMessages } from './messages.js';
import { formatUsdShort } from './money.js';
import type { TradingLimits } from './trading-settings.js';
import { checkTrc20Address } from './validation/trc20.js';

export type TransactionType = 'deposit' | 'withdrawal' | 'buy' | 'sell' | 'transfer';
export const transactionTypes: readonly TransactionType[] = [
  'deposit',
  'withdrawal',
  'buy',
  'sell',
  'transfer',
];

/**
 * pending → completed (approved), rejected (by an admin), cancelled (a withdrawal, by its owner)
 * or failed. Every other status is terminal: a reviewed transaction never changes again.
 */
export type TransactionStatus = 'pending' | 'completed' | 'failed' | 'rejected' | 'cancelled';
export const transactionStatuses: readonly TransactionStatus[] = [
  'pending',
  'completed',
  'failed',
  'rejected',
  'cancelled',
];

const reviewTransitions: Record<TransactionStatus, readonly TransactionStatus[]> = {
  pending: ['completed', 'rejected', 'cancelled', 'failed'],
  completed: [],
  failed: [],
  rejected: [],
  cancelled: [],
};

export function canTransition(from: TransactionStatus, to: TransactionStatus): boolean {
  return reviewTransitions[from].includes(to);
}

/** The slice of a deposit or withdrawal the review rules read. */
export interface ReviewableTransaction {
  userId: string;
  type: TransactionType;
  status: TransactionStatus;
  amount: Decimal;
  fee: Decimal;
}

export interface ReviewPlan {
  status: TransactionStatus;
  /** Null when the review moves no money (a rejected deposit). */
  journal: Journal | null;
}

function assertReviewable(tx: ReviewableTransaction, type: 'deposit' | 'withdrawal', to: TransactionStatus) {
  if (tx.type !== type) throw new AppError('TRANSACTION_NOT_FOUND');
  if (!canTransition(tx.status, to)) throw new AppError('TRANSACTION_NOT_PENDING');
}

/** A deposit request moves nothing until an admin approves it; only its amount is checked. */
export function checkDepositRequest(
  amount: Decimal,
  limits: Pick<TradingLimits, 'minDeposit' | 'maxDeposit'>,
) {
  if (amount.lessThan(limits.minDeposit)) {
    throw new AppError('AMOUNT_TOO_SMALL', validationMessages.depositMin(formatUsdShort(limits.minDeposit)));
  }
  if (amount.greaterThan(limits.maxDeposit)) {
    throw new AppError('AMOUNT_TOO_LARGE', validationMessages.depositMax(formatUsdShort(limits.maxDeposit)));
  }
}

/** Approving a deposit credits the user from `platform:deposits`. */
export function planDepositApproval(tx: ReviewableTransaction): ReviewPlan {
  assertReviewable(tx, 'deposit', 'completed');
  return {
    status: 'completed',
    journal: journal('deposit_approved', [
      post(userAccount(tx.userId), tx.amount),
      post(platformAccounts.deposits, tx.amount.negated()),
    ]),
  };
}

/** Rejecting a deposit moves nothing: the money never reached the balance. */
export function planDepositRejection(tx: ReviewableTransaction): ReviewPlan {
  assertReviewable(tx, 'deposit', 'rejected');
  return { status: 'rejected', journal: null };
}

export interface WithdrawalInput {
  userId: string;
  balance: Decimal;
  amount: Decimal;
  walletAddress: string;
  limits: Pick<TradingLimits, 'minWithdrawal' | 'withdrawalFee'>;
}

export interface WithdrawalRequestPlan {
  walletAddress: string;
  fee: Decimal;
  netAmount: Decimal;
  journal: Journal;
}

/**
 * What a withdrawal pays to the wallet: the amount less the network fee, exactly (both are in
 * cents). The request records it, the approval pays it and the withdraw screens show it.
 */
export function withdrawalNet(amount: DecimalInput, fee: DecimalInput): Decimal {
  return new Decimal(amount).minus(fee);
}

/**
 * Requesting a withdrawal holds the whole amount at once (user → withdrawals-held), so the same
 * money cannot be invested or withdrawn twice while staff review it. The fee is taken out of
 * the amount: the wallet receives amount − fee.
 */
export function planWithdrawalRequest(request: WithdrawalInput): WithdrawalRequestPlan {
  const { amount, limits } = request;
  const address = checkTrc20Address(request.walletAddress);
  if (!address.ok) {
    throw new AppError('INVALID_WALLET_ADDRESS', address.message, {
      fields: { walletAddress: address.message },
    });
  }
  if (amount.lessThan(limits.minWithdrawal)) {
    throw new AppError(
      'AMOUNT_TOO_SMALL',
      validationMessages.withdrawalMin(formatUsdShort(limits.minWithdrawal)),
    );
  }
  if (amount.lessThanOrEqualTo(limits.withdrawalFee)) {
    throw new AppError(
      'AMOUNT_TOO_SMALL',
      validationMessages.withdrawalFeeTooLarge(formatUsdShort(limits.withdrawalFee)),
    );
  }
  if (request.balance.lessThan(amount)) {
    throw new AppError('INSUFFICIENT_BALANCE', validationMessages.withdrawalInsufficient);
  }
  return {
    walletAddress: address.address,
    fee: limits.withdrawalFee,
    netAmount: withdrawalNet(amount, limits.withdrawalFee),
    journal: journal('withdrawal_requested', [
      post(userAccount(request.userId), amount.negated()),
      post(platformAccounts.withdrawalsHeld, amount),
    ]),
  };
}

/** Approving pays the held amount out: the net to the wallet, the fee to the platform. */
export function planWithdrawalApproval(tx: ReviewableTransaction): ReviewPlan {
  assertReviewable(tx, 'withdrawal', 'completed');
  return {
    status: 'completed',
    journal: journal('withdrawal_approved', [
      post(platformAccounts.withdrawalsHeld, tx.amount.negated()),
      post(platformAccounts.withdrawals, withdrawalNet(tx.amount, tx.fee)),
      post(platformAccounts.fees, tx.fee),
    ]),
  };
}

/** Rejected by an admin or cancelled by its owner: the held amount returns to the balance. */
export function planWithdrawalRelease(tx: ReviewableTransaction, to: 'rejected' | 'cancelled'): ReviewPlan {
  if (to === 'cancelled' && (tx.type !== 'withdrawal' || tx.status !== 'pending')) {
    throw new AppError('WITHDRAWAL_NOT_CANCELLABLE');
  }
  assertReviewable(tx, 'withdrawal', to);
  return {
    status: to,
    journal: journal('withdrawal_released', [
      post(platformAccounts.withdrawalsHeld, tx.amount.negated()),
      post(userAccount(tx.userId), tx.amount),
    ]),
  };
}

export type ReviewDecision = 'approve' | 'reject';

/**
 * An admin's decision on a pending deposit or withdrawal, dispatched to its plan. Nothing else is
 * ever pending (purchases, sales and admin adjustments are recorded completed), so any other
 * type is answered as a transaction that is no longer pending rather than a missing one: the
 * back office lists it, it just has nothing left to review.
 */
export function planReview(tx: ReviewableTransaction, decision: ReviewDecision): ReviewPlan {
  if (tx.type === 'deposit') {
    return decision === 'approve' ? planDepositApproval(tx) : planDepositRejection(tx);
  }
  if (tx.type === 'withdrawal') {
    return decision === 'approve' ? planWithdrawalApproval(tx) : planWithdrawalRelease(tx, 'rejected');
  }
  throw new AppError('TRANSACTION_NOT_PENDING');
}
