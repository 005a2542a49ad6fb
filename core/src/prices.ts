import { Decimal, type DecimalInput } from './decimal.js';
import type { Rng } from './rng.js';

/** Prices are numeric(30,10): never more than 10 decimals, never zero or below. */
const smallestPrice = new Decimal('0.0000000001');
const maxStepPercent = 1;

/**
 * A price with the precision that suits it: cents at 1 and above, 8 significant digits below
 * (so a $0.00001234 token keeps its movement), never finer than the column holds.
 */
export function roundPrice(value: DecimalInput): Decimal {
  const price = new Decimal(value);
  const rounded = price.greaterThanOrEqualTo(1)
    ? price.toDecimalPlaces(2, Decimal.ROUND_HALF_UP)
    : price.toSignificantDigits(8, Decimal.ROUND_HALF_UP).toDecimalPlaces(10, Decimal.ROUND_HALF_UP);
  return Decimal.max(rounded, smallestPrice);
}

/** One tick of the simulated market: a uniform random step within ±1 %. */
export function stepPrice(price: DecimalInput, rng: Rng): Decimal {
  const stepPercent = new Decimal(rng()).times(2).minus(1).times(maxStepPercent);
  return roundPrice(new Decimal(price).times(stepPercent.div(100).plus(1)));
}

export interface PriceChange {
  change: Decimal;
  /** Percent of the reference price, 4 decimals (the column's precision). */
  changePercent: Decimal;
}

/** The 24 h change against the recorded price closest to 24 hours earlier. */
export function priceChange(current: DecimalInput, reference: DecimalInput): PriceChange {
  const now = new Decimal(current);
  const then = new Decimal(reference);
  const change = now.minus(then).toDecimalPlaces(10, Decimal.ROUND_HALF_UP);
  const changePercent = then.isZero()
    ? new Decimal(0)
    : now.minus(then).div(then).times(100).toDecimalPlaces(4, Decimal.ROUND_HALF_UP);
  return { change, changePercent };
}
