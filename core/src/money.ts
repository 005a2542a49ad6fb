import { Decimal, type DecimalInput } from './decimal.js';

/** Money on the wire and in inputs: an optional minus, digits, and at most two decimals. */
const moneyInputPattern = /^-?\d{1,15}(\.\d{1,2})?$/;

/** A trusted value (database column, computed figure) as a Decimal. */
export function toDecimal(value: DecimalInput): Decimal {
  return new Decimal(value);
}

/**
 * Parses untrusted money input: a string or JSON number with at most two decimals.
 * Returns null for anything else (NaN, exponents, three decimals, blanks), so callers decide
 * which message to show.
 */
export function parseMoneyInput(value: unknown): Decimal | null {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value;
  if (typeof text !== 'string') return null;
  const trimmed = text.trim();
  if (!moneyInputPattern.test(trimmed)) return null;
  return new Decimal(trimmed);
}

/** Rounds to cents, half up: the one rounding applied where money is credited or debited. */
export function roundToCents(value: DecimalInput): Decimal {
  return new Decimal(value).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
}

/** The wire and database form of money: exactly two decimals ("1250.00"). */
export function formatMoney(value: DecimalInput): string {
  return roundToCents(value).toFixed(2);
}

/** Signed comparison: -1, 0 or 1. */
export function compareMoney(a: DecimalInput, b: DecimalInput): -1 | 0 | 1 {
  return new Decimal(a).comparedTo(b) as -1 | 0 | 1;
}

export function sumMoney(values: readonly DecimalInput[]): Decimal {
  return values.reduce<Decimal>((total, value) => total.plus(value), new Decimal(0));
}

/**
 * Display form in US dollars ("$1,250.00"). `signed` adds "+" to positives, as the portfolio's
 * return figures show. Built from the rounded decimal string, so no float ever holds the amount.
 */
export function formatUsd(value: DecimalInput, options: { signed?: boolean } = {}): string {
  const cents = roundToCents(value);
  const [whole = '0', fraction = '00'] = cents.abs().toFixed(2).split('.');
  const body = `$${groupThousands(whole)}.${fraction}`;
  if (cents.isNegative() && !cents.isZero()) return `-${body}`;
  return options.signed && cents.greaterThan(0) ? `+${body}` : body;
}

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** Asset quantities are shown with six decimals (amount ÷ price on the asset page). */
export function formatQuantity(value: DecimalInput): string {
  return new Decimal(value).toDecimalPlaces(6, Decimal.ROUND_DOWN).toFixed(6);
}

/**
 * Asset prices: currency with 2 to 6 decimals (docs/product/admin-console.md#constants-and-limits), enough that a $0.0000123 token
 * does not display as $0.00.
 */
export function formatPrice(value: DecimalInput): string {
  const price = new Decimal(value);
  const places = price.abs().greaterThanOrEqualTo(1) ? 2 : 6;
  const fixed = price.toDecimalPlaces(places, Decimal.ROUND_HALF_UP).toFixed(places);
  const trimmed = places > 2 ? fixed.replace(/(\.\d{2}\d*?)0+$/, '$1') : fixed;
  const [whole = '0', fraction = ''] = trimmed.replace('-', '').split('.');
  return `${price.isNegative() ? '-' : ''}$${groupThousands(whole)}.${fraction}`;
}

/**
 * Prices and asset quantities on the wire (docs/contract.md#money-and-numbers): plain notation, at most 10 decimals, no
 * trailing zeros ("64250.12", "0.0015564202", "3").
 */
export function formatDecimal(value: DecimalInput, maxPlaces = 10): string {
  return new Decimal(value).toDecimalPlaces(maxPlaces, Decimal.ROUND_HALF_UP).toFixed();
}

/** Percent figures as decimal strings with two decimals ("2.50", "-1.25"). */
export function formatPercent(value: DecimalInput): string {
  return new Decimal(value).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);
}

/** Short dollar amounts for limits in messages: "$10", "$10,000", "$10.50". */
export function formatUsdShort(value: DecimalInput): string {
  const cents = roundToCents(value);
  return cents.isInteger() ? `$${groupThousands(cents.toFixed(0))}` : formatUsd(cents);
}
