import type { Command } from 'commander';
import { registerTransactionReview } from '../transaction-review.js';

/** `tradesim withdrawals list|export|approve|reject`: approving pays out, rejecting returns the held funds. */
export function registerWithdrawals(program: Command): void {
  registerTransactionReview(program, 'withdrawal');
}
