import { toDecimal } from '@tradesim/core';
import { formatSignedPercent } from '@tradesim/ui-kit';

/**
 * A return percent as the spec shows it: green with a plus sign when >= 0 (so "+0.00%"),
 * red with a minus otherwise. The sign carries the meaning; the colour repeats it.
 */
export function ReturnPercent({ value }: { value: string }) {
  const negative = toDecimal(value).lessThan(0);
  const text = formatSignedPercent(value);
  return (
    <span className={`${negative ? 'negative' : 'positive'} tabular`}>
      {negative || text.startsWith('+') ? text : `+${text}`}
    </span>
  );
}
