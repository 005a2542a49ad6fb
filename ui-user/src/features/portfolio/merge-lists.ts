import type { Investment } from '@tradesim/core';

/**
 * The main list: the open investments, then the finished ones not archived. The two lists are
 * read separately, so one that settled between the two reads can show up in both; settling
 * only goes one way, so the finished copy wins.
 */
export function mergeMainList(active: readonly Investment[], finished: readonly Investment[]): Investment[] {
  const settled = new Set(finished.map((investment) => investment.id));
  return [...active.filter((investment) => !settled.has(investment.id)), ...finished];
}
