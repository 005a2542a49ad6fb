import { Decimal, type DecimalInput } from './decimal.js';
import { AppError } from './errors.js';
import { type Journal, journal, platformAccounts, post, userAccount } from './ledger.js';
import { validationMessages } from './messages.js';

/** What an admin's balance edit needs: the balance read under the profile lock, and the delta. */
export interface BalanceAdjustmentInput {
  userId: string;
  balance: Decimal;
  /** Signed: positive adds to the balance, negative takes from it; never zero. */
  amount: Decimal;
}

export interface BalanceAdjustmentPlan {
  /** The transaction row it is recorded as (docs/product/admin-console.md#calls-and-audit-actions): deposit when adding, else withdrawal. */
  type: 'deposit' | 'withdrawal';
  /** The row's amount: the delta's absolute value. */
  amount: Decimal;
  balanceAfter: Decimal;
  journal: Journal;
}

/** The description the user sees in their history (docs/product/admin-console.md#calls-and-audit-actions). */
export function adjustmentDescription(reason: string): string {
  return `Admin adjustment: ${reason}`;
}

/**
 * The balance an adjustment leads to: the balance plus the signed amount. The adjustment is
 * refused when it is negative; the back office previews it while the amount is typed.
 */
export function balanceAfterAdjustment(balance: DecimalInput, amount: DecimalInput): Decimal {
  return new Decimal(balance).plus(amount);
}

/**
 * An admin adjustment moves money between the user and `platform:adjustments` (docs/money.md#ledger). It may never take the balance below zero.
 */
export function planBalanceAdjustment(input: BalanceAdjustmentInput): BalanceAdjustmentPlan {
  const { amount, balance } = input;
  if (amount.isZero() || amount.decimalPlaces() > 2) {
    throw new AppError('VALIDATION_FAILED', validationMessages.amountInvalid, {
      fields: { amount: validationMessages.amountInvalid },
    });
  }
  const balanceAfter = balanceAfterAdjustment(balance, amount);
  if (balanceAfter.isNegative()) throw new AppError('BALANCE_WOULD_BE_NEGATIVE');
  return {
    type: amount.isPositive() ? 'deposit' : 'withdrawal',
    amount: amount.abs(),
    balanceAfter,
    journal: journal('admin_adjustment', [
      post(userAccount(input.userId), amount),
      post(platformAccounts.adjustments, amount.negated()),
    ]),
  };
}
