import { describeDevice, type UserTimelineEvent } from '@tradesim/core';
import type { Column } from './table.js';

/** A money event's amount with the way it went: +100.00 in, -30.00 out, unsigned otherwise. */
export function signedAmount(event: Pick<UserTimelineEvent, 'amount' | 'direction'>): string | null {
  if (event.amount === null) return null;
  if (event.direction === 'in') return `+${event.amount}`;
  if (event.direction === 'out') return `-${event.amount}`;
  return event.amount;
}

/** Where a sign-in came from: its IP address and device. */
export function originOf(event: Pick<UserTimelineEvent, 'ipAddress' | 'userAgent'>): string | null {
  const parts = [event.ipAddress, event.userAgent ? describeDevice(event.userAgent) : null].filter(Boolean);
  return parts.length > 0 ? parts.join(' ') : null;
}

/** The event, with the surface a sign-in was to: `sign_in (console)`. */
export function eventOf(event: Pick<UserTimelineEvent, 'kind' | 'surface'>): string {
  return event.surface ? `${event.kind} (${event.surface})` : event.kind;
}

export const timelineColumns: Column<UserTimelineEvent>[] = [
  { header: 'TIME', value: (event) => event.at },
  { header: 'EVENT', value: eventOf },
  { header: 'AMOUNT', value: signedAmount, align: 'right' },
  { header: 'STATUS', value: (event) => event.status },
  { header: 'DETAIL', value: (event) => event.detail, max: 40 },
  { header: 'FROM', value: originOf, max: 40 },
];
