import type { UserTimelineEvent } from '@tradesim/core';
import { describe, expect, it } from 'vitest';
import { formatTable } from './table.js';
import { eventOf, originOf, signedAmount, timelineColumns } from './timeline.js';

const base: UserTimelineEvent = {
  id: '00000000-0000-4000-8000-000000000001',
  at: '2026-11-26T09:30:00.000Z',
  kind: 'deposit',
  status: 'completed',
  amount: '100.00',
  direction: 'in',
  detail: 'USDT deposit',
  ipAddress: null,
  userAgent: null,
  surface: null,
};

describe('timeline cells', () => {
  it('signs an amount by its direction, and leaves a transfer or no amount alone', () => {
    expect(signedAmount({ amount: '100.00', direction: 'in' })).toBe('+100.00');
    expect(signedAmount({ amount: '30.00', direction: 'out' })).toBe('-30.00');
    expect(signedAmount({ amount: '5.00', direction: null })).toBe('5.00');
    expect(signedAmount({ amount: null, direction: null })).toBeNull();
  });

  it('says where a sign-in came from, and to which surface', () => {
    const signIn = { ipAddress: '203.0.113.7', userAgent: 'tradesim-cli/0.1.0 (Node v20.19.0; linux)' };
    expect(originOf(signIn)).toBe('203.0.113.7 Tradesim CLI 0.1.0');
    expect(originOf({ ipAddress: '203.0.113.7', userAgent: null })).toBe('203.0.113.7');
    expect(originOf({ ipAddress: null, userAgent: null })).toBeNull();
    expect(eventOf({ kind: 'sign_in_failed', surface: 'console' })).toBe('sign_in_failed (console)');
    expect(eventOf({ kind: 'deposit', surface: null })).toBe('deposit');
  });

  it('lays the events out as TIME, EVENT, AMOUNT, STATUS, DETAIL, FROM', () => {
    const rows: UserTimelineEvent[] = [
      {
        ...base,
        id: '00000000-0000-4000-8000-000000000002',
        at: '2026-11-26T10:00:00.000Z',
        kind: 'sign_in_failed',
        status: 'wrong_password',
        amount: null,
        direction: null,
        detail: null,
        ipAddress: '203.0.113.7',
        userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Safari/604.1',
        surface: 'app',
      },
      { ...base, kind: 'withdrawal', amount: '30.00', direction: 'out', status: 'pending', detail: null },
      base,
    ];
    expect(formatTable(rows, timelineColumns).split('\n')).toEqual([
      'TIME                      EVENT                  AMOUNT  STATUS          DETAIL        FROM',
      '2026-11-26T10:00:00.000Z  sign_in_failed (app)        -  wrong_password  -             203.0.113.7 Safari on iOS',
      '2026-11-26T09:30:00.000Z  withdrawal             -30.00  pending         -             -',
      '2026-11-26T09:30:00.000Z  deposit               +100.00  completed       USDT deposit  -',
    ]);
  });
});
