import type { Program } from '../context.js';
import { registerTransactionReview } from '../transaction-review.js';

/** `tradesim withdrawals list|export|approve|reject`: approving pays out, rejecting returns the held funds. */
export function registerWithdrawals(program: Program): void {
  registerTransactionReview(program, 'withdrawal');
}
