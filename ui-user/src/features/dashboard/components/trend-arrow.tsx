import { type DecimalInput, toDecimal } from '@tradesim/core';

/**
 * A small up or down triangle beside a signed change (none when it is zero), so a rise and a
 * fall differ in shape as well as in colour and sign. Decorative: the sign is read out.
 */
export function TrendArrow({ value, size = 12 }: { value: DecimalInput; size?: number }) {
  const decimal = toDecimal(value);
  if (decimal.isZero()) return null;
  const up = decimal.greaterThan(0);
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 12 12"
      aria-hidden="true"
      focusable="false"
      data-trend={up ? 'up' : 'down'}
    >
      <path d={up ? 'M6 1.5 11 10H1z' : 'M6 10.5 11 2H1z'} fill="currentColor" />
    </svg>
  );
}
