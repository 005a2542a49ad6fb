import type { Program } from '../context.js';
import { registerTransactionReview } from '../transaction-review.js';

/** `tradesim deposits list|export|approve|reject`: approving credits the user. */
export function registerDeposits(program: Program): void {
  registerTransactionReview(program, 'deposit');
}
