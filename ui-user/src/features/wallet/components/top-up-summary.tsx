import type { Decimal } from '@tradesim/core';
import { formatUsd } from '@tradesim/ui-kit';
import { FlowSummary, type NextStep, Pending } from './flow-summary.js';

const next: readonly NextStep[] = [
  { title: 'Send the USDT', text: 'Transfer the amount on the TRC20 network to the deposit address.' },
  { title: 'Upload your proof', text: 'A screenshot of the transfer, so our team can match it.' },
  { title: 'Balance credited', text: 'Once approved, usually within 5–30 minutes.' },
];

/**
 * The top-up's side card: the amount (once chosen), the network and the review time, and the
 * steps to come. `current` is the step of `next` the user is on (none while choosing the amount).
 */
export function TopUpSummary({ amount, current }: { amount: Decimal | null; current?: number }) {
  return (
    <FlowSummary
      title="Top-up summary"
      rows={[
        {
          label: 'Amount',
          value: amount ? formatUsd(amount) : <Pending>Not chosen yet</Pending>,
          strong: true,
        },
        { label: 'Network', value: 'TRC20' },
        { label: 'Currency', value: 'USDT' },
        { label: 'Review time', value: '5–30 minutes' },
      ]}
      next={next}
      {...(current === undefined ? {} : { current })}
    />
  );
}
