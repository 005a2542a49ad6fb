import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Decimal } from './decimal.js';
import { AppError } from './errors.js';
import { type Journal, netFor, platformAccounts, postingsSum, userAccount } from './ledger.js';
import { defaultTradingLimits } from './trading-settings.js';
import {
  canTransition,
  checkDepositRequest,
  planDepositApproval,
  planDepositRejection,
  planReview,
  planWithdrawalApproval,
  planWithdrawalRelease,
  planWithdrawalRequest,
  type ReviewableTransaction,
  transactionStatuses,
} from './transactions.js';
import { encodeTrc20Address } from './validation/trc20.js';

const userId = '11111111-1111-4111-8111-111111111111';
const address = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';

function codeOf(action: () => unknown): string {
  try {
    action();
  } catch (error) {
    if (error instanceof AppError) return `${error.code}: ${error.message}`;
    throw error;
  }
  return 'ok';
}

const deposit = (status: ReviewableTransaction['status'] = 'pending'): ReviewableTransaction => ({
  userId,
  type: 'deposit',
  status,
  amount: new Decimal('100.00'),
  fee: new Decimal(0),
});

describe('the review state machine', () => {
  it('lets only pending transactions move, and only once', () => {
    for (const from of transactionStatuses) {
      for (const to of transactionStatuses) {
        expect(canTransition(from, to)).toBe(from === 'pending' && to !== 'pending');
      }
    }
  });
});

describe('deposits', () => {
  it('checks the amount against the limits with the spec messages', () => {
    expect(codeOf(() => checkDepositRequest(new Decimal('9.99'), defaultTradingLimits))).toBe(
      'AMOUNT_TOO_SMALL: Minimum deposit amount is $10 USDT',
    );
    expect(codeOf(() => checkDepositRequest(new Decimal('10000.01'), defaultTradingLimits))).toBe(
      'AMOUNT_TOO_LARGE: Maximum deposit amount is $10,000 USDT',
    );
    expect(codeOf(() => checkDepositRequest(new Decimal('10'), defaultTradingLimits))).toBe('ok');
    expect(codeOf(() => checkDepositRequest(new Decimal('10000'), defaultTradingLimits))).toBe('ok');
  });

  it('credits the user from platform:deposits on approval', () => {
    const plan = planDepositApproval(deposit());
    expect(plan.status).toBe('completed');
    const journal = plan.journal as Journal;
    expect(netFor(journal, userAccount(userId)).toFixed(2)).toBe('100.00');
    expect(netFor(journal, platformAccounts.deposits).toFixed(2)).toBe('-100.00');
  });

  it('moves nothing on rejection', () => {
    expect(planDepositRejection(deposit())).toEqual({ status: 'rejected', journal: null });
  });

  it('refuses a second review', () => {
    expect(codeOf(() => planDepositApproval(deposit('completed')))).toBe(
      'TRANSACTION_NOT_PENDING: Transaction is no longer pending',
    );
    expect(codeOf(() => planDepositRejection(deposit('rejected')))).toMatch(/^TRANSACTION_NOT_PENDING/);
  });
});

describe('withdrawals', () => {
  const request = (amount: string, balance = '50.00', walletAddress = address) =>
    planWithdrawalRequest({
      userId,
      balance: new Decimal(balance),
      amount: new Decimal(amount),
      walletAddress,
      limits: defaultTradingLimits,
    });

  it('holds the amount and computes the fee and net at request', () => {
    const plan = request('20.00');
    expect(plan.fee.toFixed(2)).toBe('1.00');
    expect(plan.netAmount.toFixed(2)).toBe('19.00');
    expect(netFor(plan.journal, userAccount(userId)).toFixed(2)).toBe('-20.00');
    expect(netFor(plan.journal, platformAccounts.withdrawalsHeld).toFixed(2)).toBe('20.00');
  });

  it('applies the service-level checks with the spec messages', () => {
    expect(codeOf(() => request('9.99'))).toBe('AMOUNT_TOO_SMALL: Minimum withdrawal amount is $10');
    expect(codeOf(() => request('50.01'))).toBe('INSUFFICIENT_BALANCE: Insufficient balance for withdrawal');
    expect(codeOf(() => request('50.00'))).toBe('ok');
    expect(codeOf(() => request('20', '50', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6T'))).toMatch(
      /^INVALID_WALLET_ADDRESS: Invalid TRC20 wallet address: the checksum/,
    );
    expect(codeOf(() => request('20', '50', 'XR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t'))).toBe(
      'INVALID_WALLET_ADDRESS: Invalid TRC20 wallet address format. Address should start with "T" and be 34 characters long.',
    );
  });

  it('refuses an amount the fee would swallow when an admin lowers the minimum', () => {
    const limits = { minWithdrawal: new Decimal('0.5'), withdrawalFee: new Decimal('1') };
    expect(
      codeOf(() =>
        planWithdrawalRequest({
          userId,
          balance: new Decimal(5),
          amount: new Decimal(1),
          walletAddress: address,
          limits,
        }),
      ),
    ).toBe('AMOUNT_TOO_SMALL: Amount must be more than the $1 network fee');
  });

  const pending = (amount: Decimal): ReviewableTransaction => ({
    userId,
    type: 'withdrawal',
    status: 'pending',
    amount,
    fee: new Decimal('1.00'),
  });

  it('pays out net and fee on approval, returns the hold on rejection or cancellation, and never loses a cent', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1000, max: 100_000_000 }),
        fc.uint8Array({ minLength: 20, maxLength: 20 }),
        fc.constantFrom('completed', 'rejected', 'cancelled'),
        (cents, id, outcome) => {
          const amount = new Decimal(cents).div(100);
          const requested = planWithdrawalRequest({
            userId,
            balance: amount,
            amount,
            walletAddress: encodeTrc20Address(id),
            limits: defaultTradingLimits,
          });
          const review =
            outcome === 'completed'
              ? planWithdrawalApproval(pending(amount))
              : planWithdrawalRelease(pending(amount), outcome as 'rejected' | 'cancelled');
          const journals = [requested.journal, review.journal as Journal];
          for (const journal of journals) expect(postingsSum(journal.postings).isZero()).toBe(true);
          const net = (account: Parameters<typeof netFor>[1]) =>
            journals.reduce((sum, j) => sum.plus(netFor(j, account)), new Decimal(0));
          expect(net(platformAccounts.withdrawalsHeld).isZero()).toBe(true);
          if (outcome === 'completed') {
            expect(net(userAccount(userId)).equals(amount.negated())).toBe(true);
            expect(net(platformAccounts.withdrawals).equals(amount.minus(1))).toBe(true);
            expect(net(platformAccounts.fees).equals(1)).toBe(true);
          } else {
            expect(net(userAccount(userId)).isZero()).toBe(true);
          }
        },
      ),
    );
  });

  it('lets the owner cancel only a pending withdrawal', () => {
    expect(
      codeOf(() => planWithdrawalRelease({ ...pending(new Decimal(20)), status: 'completed' }, 'cancelled')),
    ).toBe('WITHDRAWAL_NOT_CANCELLABLE: Only pending withdrawals can be cancelled');
    expect(codeOf(() => planWithdrawalRelease(deposit(), 'cancelled'))).toMatch(
      /^WITHDRAWAL_NOT_CANCELLABLE/,
    );
    expect(codeOf(() => planWithdrawalApproval(deposit()))).toMatch(/^TRANSACTION_NOT_FOUND/);
  });
});

describe('admin review', () => {
  const withdrawal = (status: ReviewableTransaction['status'] = 'pending'): ReviewableTransaction => ({
    userId,
    type: 'withdrawal',
    status,
    amount: new Decimal('50.00'),
    fee: new Decimal('2.00'),
  });

  it('dispatches each decision to the plan of the transaction type', () => {
    expect(planReview(deposit(), 'approve')).toEqual(planDepositApproval(deposit()));
    expect(planReview(deposit(), 'reject')).toEqual({ status: 'rejected', journal: null });
    expect(planReview(withdrawal(), 'approve')).toEqual(planWithdrawalApproval(withdrawal()));
    expect(planReview(withdrawal(), 'reject')).toEqual(planWithdrawalRelease(withdrawal(), 'rejected'));
  });

  it('pays the held withdrawal out less the fee, or returns it whole on rejection', () => {
    const approved = planReview(withdrawal(), 'approve').journal as Journal;
    expect(approved.event).toBe('withdrawal_approved');
    expect(netFor(approved, platformAccounts.withdrawalsHeld).toFixed(2)).toBe('-50.00');
    expect(netFor(approved, platformAccounts.withdrawals).toFixed(2)).toBe('48.00');
    expect(netFor(approved, platformAccounts.fees).toFixed(2)).toBe('2.00');
    expect(netFor(approved, userAccount(userId)).isZero()).toBe(true);
    const rejected = planReview(withdrawal(), 'reject');
    expect(rejected.status).toBe('rejected');
    expect(netFor(rejected.journal as Journal, userAccount(userId)).toFixed(2)).toBe('50.00');
    expect(netFor(rejected.journal as Journal, platformAccounts.withdrawalsHeld).toFixed(2)).toBe('-50.00');
  });

  it('reviews a transaction once: any status but pending, and any other type, is not pending', () => {
    for (const status of transactionStatuses.filter((s) => s !== 'pending')) {
      for (const decision of ['approve', 'reject'] as const) {
        expect(codeOf(() => planReview(deposit(status), decision))).toBe(
          'TRANSACTION_NOT_PENDING: Transaction is no longer pending',
        );
        expect(codeOf(() => planReview(withdrawal(status), decision))).toMatch(/^TRANSACTION_NOT_PENDING/);
      }
    }
    for (const type of ['buy', 'sell', 'transfer'] as const) {
      expect(codeOf(() => planReview({ ...deposit(), type }, 'approve'))).toMatch(/^TRANSACTION_NOT_PENDING/);
      expect(codeOf(() => planReview({ ...deposit(), type }, 'reject'))).toMatch(/^TRANSACTION_NOT_PENDING/);
    }
  });
});
