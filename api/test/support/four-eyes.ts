import type { ApprovalResponse } from '@tradesim/core';

/** A movement below the four-eyes threshold: carried out at once, not held for a second admin. */
export function carriedOut<T extends object>(result: T | ApprovalResponse): T {
  if ('approval' in result) throw new Error('the movement was held for a second approval');
  return result;
}
