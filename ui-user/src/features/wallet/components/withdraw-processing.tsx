import { Card, LoadingState } from '@tradesim/ui-kit';
import { FlowHeader } from './flow-header.js';

/** While the request runs (no artificial delay): nothing to press, so nothing is sent twice. */
export function WithdrawProcessing() {
  return (
    <>
      <FlowHeader title="Withdraw" />
      <Card>
        <LoadingState text="Processing your withdrawal..." />
      </Card>
    </>
  );
}
