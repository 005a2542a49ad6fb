import { sanitizeAmountTyping } from '@tradesim/core';

/**
 * What an amount field keeps of the typing: digits and one decimal point (core's rule), and
 * DESIGN: at most two decimals, since amounts are whole cents and a third could never be sent.
 */
export function typeAmount(text: string): string {
  const clean = sanitizeAmountTyping(text);
  const point = clean.indexOf('.');
  return point === -1 ? clean : clean.slice(0, point + 3);
}
