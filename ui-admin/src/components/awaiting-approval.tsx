import type { Approval } from '@tradesim/core';
import { Notice } from '@tradesim/ui-kit';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { links } from '../config/routes.js';
import { awaitingApprovalText } from '../lib/approvals.js';
import { expiresText } from '../lib/time-spans.js';
import { useNow } from '../lib/use-now.js';
import { useStaffMay } from '../lib/use-staff-may.js';

/**
 * The answer to a dual-controlled change (202): it says plainly that nothing changed and a second
 * staff member must approve, with the way to the request on the Approvals screen.
 */
export function AwaitingApprovalNotice({ approval }: { approval: Approval }) {
  const may = useStaffMay();
  return (
    <Notice tone="info" title="Waiting for a second approval">
      {awaitingApprovalText(approval)}{' '}
      {may('approvals') && <Link to={links.approvals({ request: approval.id })}>Open the request</Link>}
    </Notice>
  );
}

/**
 * A change already waiting for a second approval, where its setting or member is shown: who
 * asked and when it lapses, with the way to the request. The same change cannot be asked twice
 * (APPROVAL_ALREADY_PENDING).
 */
export function PendingRequestNote({
  approval,
  selfId,
  children,
}: {
  approval: Approval;
  selfId: string | undefined;
  /** What else the screen holds back meanwhile. */
  children?: ReactNode;
}) {
  const may = useStaffMay();
  const now = useNow();
  const who = approval.requestedBy === selfId ? 'you' : approval.requestedByEmail;
  return (
    <Notice tone="warning" title="Awaiting second approval">
      {approval.summary}, asked by {who} ({expiresText(approval.expiresAt, now)}). Nothing changes until a
      second staff member approves it.{children && <> {children}</>}{' '}
      {may('approvals') && <Link to={links.approvals({ request: approval.id })}>Open the request</Link>}
    </Notice>
  );
}
