import type { Approval } from '@tradesim/core';
import { formatUsd } from '@tradesim/ui-kit';
import { Fact, FactGroup } from './approval-facts.js';
import { signedAmount } from './approval-labels.js';

/**
 * What a money request moves: the amount with its direction, a transaction's fee and the net
 * amount, and the customer's balance before and after it is carried out (read now: the
 * approver decides on today's balance). A withdrawal's amount is already held, so its balance
 * does not move again.
 */
export function ApprovalMoney({ approval }: { approval: Approval }) {
  const amount = signedAmount(approval);
  if (amount === null) return null;
  const { transaction, before, after } = approval.context;
  const balanceBefore = typeof before?.balance === 'string' ? before.balance : null;
  const balanceAfter = typeof after?.balance === 'string' ? after.balance : null;
  return (
    <FactGroup title="Money">
      <Fact term="Amount">
        <span className={`tabular ${approval.direction === 'credit' ? 'positive' : ''}`}>{amount}</span>
      </Fact>
      {transaction && (
        <>
          <Fact term="Fee">
            <span className="tabular">{formatUsd(transaction.fee)}</span>
          </Fact>
          <Fact term={transaction.type === 'withdrawal' ? 'Net amount paid out' : 'Net amount'}>
            <span className="tabular">{formatUsd(transaction.netAmount)}</span>
          </Fact>
        </>
      )}
      {balanceAfter !== null && (
        <Fact term="Balance" wide>
          <strong>Balance becomes {formatUsd(balanceAfter)}</strong>
          {balanceBefore !== null && <> (now {formatUsd(balanceBefore)})</>}
        </Fact>
      )}
      {approval.kind === 'withdrawal' && (
        <Fact term="Balance" wide>
          Already held from the balance when the user asked; approving pays it out.
        </Fact>
      )}
    </FactGroup>
  );
}
