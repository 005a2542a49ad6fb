import type { Investment } from '@tradesim/core';

/**
 * The main view's two lists: the open investments, and the finished ones not archived, each
 * under its own heading. They are read separately, so one that settled between the two reads
 * can show up in both; settling only goes one way, so the finished copy wins.
 */
export function splitMainList(
  active: readonly Investment[],
  finished: readonly Investment[],
): { open: Investment[]; finished: Investment[] } {
  const settled = new Set(finished.map((investment) => investment.id));
  return { open: active.filter((investment) => !settled.has(investment.id)), finished: [...finished] };
}
