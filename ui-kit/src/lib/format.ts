/**
 * Every number a user reads is formatted here, from the decimal strings the API sends (never
 * through a float): USD with 2 decimals, asset quantities with 6, percents with a sign.
 */
import {
  type DecimalInput,
  formatPercent,
  formatPrice,
  formatQuantity,
  formatUsd,
  toDecimal,
} from '@tradesim/core';

export { formatPrice, formatQuantity, formatUsd };

/** "+2.50%" / "-1.25%" / "0.00%". */
export function formatSignedPercent(value: DecimalInput): string {
  const text = formatPercent(value);
  return toDecimal(value).greaterThan(0) && text !== '0.00' ? `+${text}%` : `${text}%`;
}

/** 'positive' | 'negative' | undefined: the global class that colours a change. */
export function changeClass(value: DecimalInput): 'positive' | 'negative' | undefined {
  const decimal = toDecimal(value);
  if (decimal.greaterThan(0)) return 'positive';
  if (decimal.lessThan(0)) return 'negative';
  return undefined;
}

/** Market cap and volume: "$1.23B", "$456.7M", or "N/A" when unknown. */
export function formatCompactUsd(value: DecimalInput | null | undefined): string {
  if (value === null || value === undefined) return 'N/A';
  const decimal = toDecimal(value);
  const units: [number, string][] = [
    [1e12, 'T'],
    [1e9, 'B'],
    [1e6, 'M'],
    [1e3, 'K'],
  ];
  for (const [size, suffix] of units) {
    if (decimal.abs().greaterThanOrEqualTo(size)) return `$${decimal.dividedBy(size).toFixed(2)}${suffix}`;
  }
  return formatUsd(decimal);
}

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const dateTimeFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** "Nov 22, 2026". */
export function formatDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}

/** "Nov 22, 2026, 8:05 AM". */
export function formatDateTime(iso: string): string {
  return dateTimeFormat.format(new Date(iso));
}

const countFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** A whole count with thousands separators: "1,234". */
export function formatCount(value: number): string {
  return countFormat.format(value);
}
