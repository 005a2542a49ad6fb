import { Decimal, type DecimalInput } from './decimal.js';

/**
 * Four eyes (DESIGN "Security"): a movement whose size is at or above the threshold waits for a
 * second admin. The size of an adjustment is its absolute amount (taking $5,000 is as large as
 * giving it); a null threshold turns the control off.
 */
export function needsSecondApproval(amount: DecimalInput, threshold: DecimalInput | null): boolean {
  if (threshold === null) return false;
  return new Decimal(amount).abs().greaterThanOrEqualTo(threshold);
}
