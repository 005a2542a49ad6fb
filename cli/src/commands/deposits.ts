import type { Command } from 'commander';
import { registerTransactionReview } from '../transaction-review.js';

/** `tradesim deposits list|export|approve|reject`: approving credits the user. */
export function registerDeposits(program: Command): void {
  registerTransactionReview(program, 'deposit');
}
