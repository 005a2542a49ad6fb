import { Decimal, type DecimalInput } from './decimal.js';
import { fnv1a32, mulberry32 } from './rng.js';

/** The slice of an investment the returns simulation reads. */
export interface ReturnInputs {
  id: string;
  assetType: 'crypto' | 'stock';
  expectedReturn: Decimal;
  startDate: Date;
  endDate: Date;
}

const stepMs = 30_000;
const finalKey = 0xffffffff;
const volatility = { crypto: 0.3, stock: 0.15 } as const;

/** rand(k) of docs/money.md#returns: the first output of mulberry32(seed XOR k), seed = FNV-1a(id). */
export function returnRandom(investmentId: string, k: number): number {
  return mulberry32((fnv1a32(investmentId) ^ k) >>> 0)();
}

function clamp(value: Decimal, min: DecimalInput, max: DecimalInput): Decimal {
  return Decimal.min(Decimal.max(value, min), max);
}

/**
 * The simulated return at `now`, unrounded (docs/money.md#returns): 0 before the start, a noisy
 * share of the expected return while running, and the final figure at or after the end.
 * Never stored while active, so every reader at the same instant sees the same number.
 */
export function simulateReturn(investment: ReturnInputs, now: Date): Decimal {
  const start = investment.startDate.getTime();
  const end = investment.endDate.getTime();
  const at = now.getTime();
  if (at < start) return new Decimal(0);
  if (at >= end) return finalReturn(investment);
  const elapsed = at - start;
  const fraction = new Decimal(elapsed).div(end - start);
  const k = Math.floor(elapsed / stepMs);
  const vol = volatility[investment.assetType];
  const factor = clamp(
    new Decimal(returnRandom(investment.id, k)).times(2).minus(1).times(vol).plus(1),
    0.5,
    1.5,
  );
  return clamp(investment.expectedReturn.times(fraction).times(factor), 0, investment.expectedReturn);
}

// Parsed once: a settlement batch computes thousands of final returns.
const finalShareFloor = new Decimal('0.6');
const finalShareSpan = new Decimal('0.4');

/** The return at maturity: expected × (0.6 + 0.4 × rand(0xFFFFFFFF)). */
export function finalReturn(investment: Pick<ReturnInputs, 'id' | 'expectedReturn'>): Decimal {
  const share = new Decimal(returnRandom(investment.id, finalKey))
    .times(finalShareSpan)
    .plus(finalShareFloor);
  return investment.expectedReturn.times(share);
}

/** The expected (capped) return fixed at purchase: round2(amount × maxReturnPercent / 100). */
export function expectedReturnFor(amount: DecimalInput, maxReturnPercent: DecimalInput): Decimal {
  return new Decimal(amount).times(maxReturnPercent).div(100).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
}

/** Elapsed share of the term, 0..1. */
export function progressAt(investment: Pick<ReturnInputs, 'startDate' | 'endDate'>, now: Date): number {
  const start = investment.startDate.getTime();
  const total = investment.endDate.getTime() - start;
  if (total <= 0) return 1;
  return Math.min(1, Math.max(0, (now.getTime() - start) / total));
}

/** Return as a percent of the principal (current_return / amount × 100). */
export function returnPercentOf(currentReturn: DecimalInput, amount: DecimalInput): Decimal {
  const principal = new Decimal(amount);
  return principal.isZero() ? new Decimal(0) : new Decimal(currentReturn).div(principal).times(100);
}

const minuteMs = 60_000;
const hourMs = 60 * minuteMs;
const dayMs = 24 * hourMs;

/**
 * The time-remaining text of docs/product/user-app.md#states-and-transitions: 'Completed' at or after the end; '{d}d {h}h' when over
 * 24 hours; '{h}h {m}m' when at least 1 hour; otherwise '{m}m'. Parts are floored.
 */
export function timeRemainingText(endDate: Date, now: Date): string {
  const left = endDate.getTime() - now.getTime();
  if (left <= 0) return 'Completed';
  const days = Math.floor(left / dayMs);
  const hours = Math.floor((left % dayMs) / hourMs);
  const minutes = Math.floor((left % hourMs) / minuteMs);
  if (left > dayMs) return `${days}d ${hours}h`;
  if (left >= hourMs) return `${Math.floor(left / hourMs)}h ${minutes}m`;
  return `${minutes}m`;
}
