import { balanceAfterAdjustment, parseMoneyInput } from '@tradesim/core';
import { formatUsd } from '@tradesim/ui-kit';

/**
 * Under the amount: what it does, then the balance it leads to once the amount is a valid
 * signed figure. Below zero is said in words (the server will refuse it), not by colour only.
 */
export function BalancePreview({ balance, amount }: { balance: string; amount: unknown }) {
  const delta = parseMoneyInput(amount);
  if (!delta || delta.isZero()) return <>Positive adds to the balance, negative subtracts from it.</>;
  const after = balanceAfterAdjustment(balance, delta);
  if (after.isNegative()) {
    return (
      <span className="negative">
        New balance: <span className="tabular">{formatUsd(after)}</span>. A balance cannot go below zero.
      </span>
    );
  }
  return (
    <>
      New balance: <strong className="tabular">{formatUsd(after)}</strong>
    </>
  );
}
