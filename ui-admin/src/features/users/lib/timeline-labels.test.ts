import type { UserTimelineEvent } from '@tradesim/core';
import { describe, expect, it } from 'vitest';
import { timelineAmount, timelineStatus, timelineTitle } from './timeline-labels.js';

const event = (overrides: Partial<UserTimelineEvent>): UserTimelineEvent => ({
  id: '00000000-0000-4000-8000-000000000001',
  at: '2026-11-26T06:00:00.000Z',
  kind: 'deposit',
  status: null,
  amount: null,
  direction: null,
  detail: null,
  ipAddress: null,
  userAgent: null,
  surface: null,
  ...overrides,
});

describe('timeline labels', () => {
  it('say where a sign-in went and why one failed', () => {
    expect(timelineTitle(event({ kind: 'sign_in', surface: 'app', status: 'signed_in' }))).toBe(
      'Signed in to the app',
    );
    expect(timelineTitle(event({ kind: 'sign_in_failed', surface: 'console', status: 'not_staff' }))).toBe(
      'Failed sign-in to the console: not a staff account',
    );
    expect(timelineStatus(event({ kind: 'sign_in', status: 'signed_in' }))).toBeNull();
  });

  it('sign money by its direction and name statuses', () => {
    expect(timelineAmount(event({ amount: '25.00', direction: 'in' }))).toBe('+$25.00');
    expect(timelineAmount(event({ kind: 'adjustment', amount: '1250.50', direction: 'out' }))).toBe(
      '−$1,250.50',
    );
    expect(timelineAmount(event({ kind: 'ban' }))).toBeNull();
    expect(timelineStatus(event({ kind: 'ticket', status: 'in_progress' }))).toBe('In progress');
    expect(timelineTitle(event({ kind: 'adjustment' }))).toBe('Balance adjustment by staff');
  });
});
