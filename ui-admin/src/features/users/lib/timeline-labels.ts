import type { UserTimelineEvent } from '@tradesim/core';
import { formatUsd } from '@tradesim/ui-kit';

const kindLabels: Record<UserTimelineEvent['kind'], string> = {
  deposit: 'Deposit',
  withdrawal: 'Withdrawal',
  adjustment: 'Balance adjustment by staff',
  investment: 'Investment bought',
  sale: 'Investment sold or matured',
  transfer: 'Transfer',
  sign_in: 'Signed in',
  sign_in_failed: 'Failed sign-in',
  ticket: 'Support ticket opened',
  ban: 'Banned',
  unban: 'Unbanned',
};

const signInOutcomes: Record<string, string> = {
  wrong_password: 'wrong password',
  wrong_code: 'wrong verification code',
  too_many_codes: 'too many verification codes',
  banned: 'account banned',
  not_staff: 'not a staff account',
  staff_disabled: 'staff access disabled',
};

const statusLabels: Record<string, string> = {
  pending: 'Pending',
  completed: 'Completed',
  failed: 'Failed',
  rejected: 'Rejected',
  cancelled: 'Cancelled',
  open: 'Open',
  in_progress: 'In progress',
  resolved: 'Resolved',
  closed: 'Closed',
};

/** What happened, in a few words: "Signed in to the console", "Failed sign-in: wrong password". */
export function timelineTitle(event: UserTimelineEvent): string {
  const surface = event.surface === 'console' ? 'the console' : 'the app';
  if (event.kind === 'sign_in') return `Signed in to ${surface}`;
  if (event.kind === 'sign_in_failed') {
    return `Failed sign-in to ${surface}: ${signInOutcomes[event.status ?? ''] ?? event.status}`;
  }
  return kindLabels[event.kind];
}

/** The status beside a money event or a ticket; sign-ins say theirs in the title. */
export function timelineStatus(event: UserTimelineEvent): string | null {
  if (event.kind === 'sign_in' || event.kind === 'sign_in_failed' || !event.status) return null;
  return statusLabels[event.status] ?? event.status;
}

/** The amount with the way it went: +$25.00 in, −$20.00 out. */
export function timelineAmount(event: UserTimelineEvent): string | null {
  if (!event.amount) return null;
  const sign = event.direction === 'in' ? '+' : event.direction === 'out' ? '−' : '';
  return `${sign}${formatUsd(event.amount)}`;
}
