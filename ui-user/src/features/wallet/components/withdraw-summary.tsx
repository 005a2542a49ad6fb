import { type Decimal, withdrawalNet } from '@tradesim/core';
import { formatUsd } from '@tradesim/ui-kit';
import type { ReactNode } from 'react';
import { FlowSummary, type NextStep, Pending } from './flow-summary.js';
import type { SummaryRow } from './summary-list.js';

const next: readonly NextStep[] = [
  { title: 'Request reviewed', text: 'The amount is held from your balance while our team checks it.' },
  { title: 'USDT sent', text: 'To your TRC20 wallet, usually within 1–3 business days.' },
];

interface WithdrawSummaryProps {
  fee: Decimal;
  /** The amount chosen so far (none yet on the amount step until one is picked). */
  amount?: Decimal | null;
  /** The destination once it is a valid address. */
  address?: string | null;
  /** Left out where the step itself shows the balance. */
  balance?: Decimal;
  /** The confirm step lists amount, fee and address itself: only the rest is repeated here. */
  figuresShown?: boolean;
}

/** The withdrawal's side card: amount, fee, what arrives, where, when, and the balance. */
export function WithdrawSummary({
  fee,
  amount,
  address,
  balance,
  figuresShown = false,
}: WithdrawSummaryProps) {
  const notYet = (text: string): ReactNode => <Pending>{text}</Pending>;
  const figures: SummaryRow[] = [
    { label: 'Amount', value: amount ? formatUsd(amount) : notYet('Not chosen yet') },
    { label: 'Network fee', value: formatUsd(fee) },
    {
      label: 'You receive',
      value: amount ? formatUsd(withdrawalNet(amount, fee)) : notYet('—'),
      strong: true,
    },
    address
      ? { label: 'To address', value: address, wide: true }
      : { label: 'To address', value: notYet('Not entered yet') },
  ];
  const rows: SummaryRow[] = [
    ...(figuresShown ? [] : figures),
    { label: 'Processing time', value: '1–3 business days' },
    ...(balance ? [{ label: 'Available balance', value: formatUsd(balance) }] : []),
  ];
  return <FlowSummary title="Withdrawal summary" rows={rows} next={next} />;
}
