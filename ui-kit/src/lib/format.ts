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

/*
 * Dates and counts are written by hand, in US English, rather than through Intl: building the
 * first Intl formatter loads the locale's data, which took 15 to 60 ms of a phone's main thread
 * in the middle of the dashboard's first render (docs/decisions/0026-dashboard-first-load.md).
 * Times are the device's local time, as Intl gave them.
 */
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "Nov 22". */
export function formatMonthDay(time: Date | number): string {
  const date = new Date(time);
  return `${months[date.getMonth()]} ${date.getDate()}`;
}

/** "Nov 2026". */
export function formatMonthYear(time: Date | number): string {
  const date = new Date(time);
  return `${months[date.getMonth()]} ${date.getFullYear()}`;
}

/** An hour of the day (0–23) on a 12-hour clock: [1–12, "AM" | "PM"]. */
function twelveHour(date: Date): [number, string] {
  const hours = date.getHours();
  return [hours % 12 || 12, hours < 12 ? 'AM' : 'PM'];
}

/** "2 PM": the hour on a 12-hour clock. */
export function formatHour(time: Date | number): string {
  const [hour, half] = twelveHour(new Date(time));
  return `${hour} ${half}`;
}

/** "8:05 AM". */
export function formatClockTime(time: Date | number): string {
  const date = new Date(time);
  const [hour, half] = twelveHour(date);
  return `${hour}:${String(date.getMinutes()).padStart(2, '0')} ${half}`;
}

/** "Nov 22, 2026". */
export function formatDate(iso: string): string {
  return dateOf(new Date(iso));
}

/** "Nov 22, 2026, 8:05 AM". */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return `${dateOf(date)}, ${formatClockTime(date)}`;
}

function dateOf(date: Date): string {
  return `${formatMonthDay(date)}, ${date.getFullYear()}`;
}

/** A whole count with thousands separators: "1,234" (a fraction is rounded half away from zero). */
export function formatCount(value: number): string {
  const whole = Math.sign(value) * Math.round(Math.abs(value));
  return String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
