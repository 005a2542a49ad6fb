import { type Approval, isAppError } from '@tradesim/core';
import { Notice } from '@tradesim/ui-kit';
import { ActionError } from '../../../components/action-error.js';

/** What each decision's dialog gets: the request, and where to go when it is closed or decided. */
export interface DecisionModalProps {
  approval: Approval;
  onClose(): void;
  onDone(approval: Approval): void;
}

/**
 * A failed decision: the server's own words when it refused (a different admin must approve,
 * no longer pending, the staff policy wants a second factor, a balance that would go below
 * zero), the screen's fallback when the request itself failed.
 */
export function DecisionError({ error, fallback }: { error: unknown; fallback: string }) {
  const text = isAppError(error) && error.status < 500 ? error.message : fallback;
  return (
    <Notice tone="error">
      <ActionError error={error} text={text} />
    </Notice>
  );
}
