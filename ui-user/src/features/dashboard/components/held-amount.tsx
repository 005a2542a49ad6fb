import type { Decimal } from '@tradesim/core';
import { formatQuantity } from '@tradesim/ui-kit';

/** "Holding 0.001556 BTC" when active investments hold some of the asset, else just "BTC". */
export function HeldAmount({ symbol, amount }: { symbol: string; amount: Decimal | undefined }) {
  if (!amount || amount.isZero()) return <>{symbol}</>;
  return (
    <span className="tabular">
      Holding {formatQuantity(amount)} {symbol}
    </span>
  );
}
