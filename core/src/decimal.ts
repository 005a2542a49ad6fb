import { Decimal as DecimalJs } from 'decimal.js';

/**
 * The one Decimal constructor of Tradesim. ROUND_HALF_UP is the rounding docs/money.md#amounts prescribes
 * for money; the exponent limits keep `toString()` in plain notation so a value never reaches
 * the wire or the database as `1e+21`.
 */
export const Decimal = DecimalJs.clone({
  precision: 40,
  rounding: DecimalJs.ROUND_HALF_UP,
  toExpNeg: -40,
  toExpPos: 40,
});
export type Decimal = DecimalJs;
export type DecimalInput = DecimalJs.Value;
