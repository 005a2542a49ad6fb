import {
  assetQuantity,
  type Decimal,
  type DecimalInput,
  formatDecimal,
  parseMoneyInput,
  toDecimal,
} from '@tradesim/core';

const hourMs = 3_600_000;

/**
 * The amount field's text as money, or null while it is not a positive amount yet ("", ".",
 * "0"): the form's button reads 'Select amount and period' until this is set.
 */
export function positiveAmount(text: string | undefined): Decimal | null {
  const amount = parseMoneyInput(text ?? '');
  return amount?.greaterThan(0) ? amount : null;
}

/**
 * What the amount buys at this price (core's rule, as the purchase stores it), or null when
 * there is no usable price. Approximate: the simulated price moves until the purchase is made.
 */
export function estimateQuantity(amount: DecimalInput, price: DecimalInput): Decimal | null {
  if (toDecimal(price).lessThanOrEqualTo(0)) return null;
  return assetQuantity(amount, price);
}

/** When an investment bought at `now` matures: now plus the duration's hours. */
export function maturityDate(now: number, hours: number): string {
  return new Date(now + hours * hourMs).toISOString();
}

/** A duration's cap as the admin wrote it: "12%", "2.5%" (not "12.00%"). */
export function formatMaxReturn(percent: DecimalInput): string {
  return `${formatDecimal(percent, 2)}%`;
}

/**
 * What the amount field accepts while typing: digits, one decimal point and at most two
 * decimals (money has cents, nothing smaller), so a third decimal is never typed at all.
 */
export function limitAmountTyping(sanitized: string): string {
  const [whole = '', fraction] = sanitized.split('.');
  return fraction === undefined ? whole : `${whole}.${fraction.slice(0, 2)}`;
}
