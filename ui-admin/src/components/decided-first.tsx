import { formatDateTime, Notice } from '@tradesim/ui-kit';

interface DecidedFirstProps {
  /** "approved", "rejected", "cancelled by its owner"... */
  outcome: string;
  /** Who decided: "you" (in another tab, say), an email, or null when nobody on staff did. */
  by: string | null;
  at: string | null;
}

/**
 * Someone acted first: a reviewer who lost the race (or whose screen went stale) is told who
 * decided and when, and the screen's decision buttons go disabled. The server refused their
 * click (409), so nothing of theirs was applied.
 */
export function DecidedFirst({ outcome, by, at }: DecidedFirstProps) {
  return (
    <Notice tone="warning">
      Already {outcome}
      {by ? ` by ${by}` : ''}
      {at ? ` on ${formatDateTime(at)}` : ''}. There is nothing left to decide here.
    </Notice>
  );
}
