import { describe, expect, it } from 'vitest';
import { Decimal } from './decimal.js';
import type { InvestmentState } from './investments.js';
import { roundToCents } from './money.js';
import {
  assembleHistory,
  bucketOf,
  type HistoryPoint,
  historyRanges,
  holdingsPoint,
  maxHistoryPoints,
  planHistoryRead,
} from './portfolio-history.js';
import { simulateReturn } from './returns.js';

const now = new Date('2026-11-22T08:07:31.000Z');
const minute = 60_000;
const day = 24 * 60 * minute;
const ago = (ms: number) => new Date(now.getTime() - ms);

function point(time: Date, netWorth: number): HistoryPoint {
  const value = new Decimal(netWorth);
  return { time, netWorth: value, cash: value, invested: new Decimal(0) };
}

describe('bucketOf', () => {
  it('floors to the series interval, aligned on the epoch', () => {
    expect(bucketOf(now, 10).toISOString()).toBe('2026-11-22T08:00:00.000Z');
    expect(bucketOf(now, 60).toISOString()).toBe('2026-11-22T08:00:00.000Z');
    expect(bucketOf(now, 1440).toISOString()).toBe('2026-11-22T00:00:00.000Z');
    expect(bucketOf(new Date('2026-11-22T08:10:00.000Z'), 10).toISOString()).toBe('2026-11-22T08:10:00.000Z');
  });
});

describe('planHistoryRead', () => {
  const longAgo = ago(400 * day);

  it('reads nothing when nothing was recorded', () => {
    expect(planHistoryRead('1w', now, null)).toBeNull();
  });

  it('reads each range from the series that fits it in at most 300 points', () => {
    expect(planHistoryRead('1d', now, longAgo)).toEqual({ resolution: 10, from: ago(day) });
    expect(planHistoryRead('1w', now, longAgo)).toEqual({ resolution: 60, from: ago(7 * day) });
    expect(planHistoryRead('1m', now, longAgo)).toEqual({ resolution: 60, from: ago(30 * day) });
    expect(planHistoryRead('3m', now, longAgo)).toEqual({ resolution: 1440, from: ago(90 * day) });
    expect(planHistoryRead('all', now, longAgo)).toEqual({ resolution: 1440, from: longAgo });
  });

  it('reads a finer series when the history is younger than the range', () => {
    const today = bucketOf(now, 1440);
    expect(planHistoryRead('all', now, today)).toEqual({ resolution: 10, from: today });
    expect(planHistoryRead('3m', now, today)?.resolution).toBe(10);
    expect(planHistoryRead('3m', now, ago(20 * day))?.resolution).toBe(60);
  });

  it('never reads a series older than it is kept', () => {
    for (const range of historyRanges) {
      const plan = planHistoryRead(range, now, longAgo);
      const span = now.getTime() - (plan?.from.getTime() ?? 0);
      if (plan?.resolution === 10) expect(span).toBeLessThanOrEqual(2 * day);
      if (plan?.resolution === 60) expect(span).toBeLessThanOrEqual(32 * day);
    }
  });
});

describe('holdingsPoint', () => {
  it('is the balance plus the open investments valued at that time', () => {
    const open: InvestmentState = {
      id: '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
      userId: 'u',
      assetType: 'stock',
      amount: new Decimal('100.00'),
      expectedReturn: new Decimal('5.00'),
      startDate: ago(day),
      endDate: ago(-day),
      status: 'active',
      isArchived: false,
      settledReturn: null,
      settledAt: null,
    };
    const live = holdingsPoint(new Decimal('20.00'), [open], now);
    const invested = new Decimal(100).plus(roundToCents(simulateReturn(open, now)));
    expect(live.cash.toFixed(2)).toBe('20.00');
    expect(live.invested.toFixed(2)).toBe(invested.toFixed(2));
    expect(live.netWorth.toFixed(2)).toBe(invested.plus(20).toFixed(2));
    expect(live.time).toBe(now);
  });
});

describe('assembleHistory', () => {
  const live = point(now, 500);

  it('is the live point alone without a recorded one', () => {
    expect(assembleHistory([], live)).toEqual([live]);
  });

  it('sorts, drops recorded points at or after the live one, and appends it', () => {
    const recorded = [
      point(ago(minute), 2),
      point(ago(2 * minute), 1),
      point(now, 9),
      point(ago(-minute), 9),
    ];
    expect(assembleHistory(recorded, live).map((p) => p.netWorth.toNumber())).toEqual([1, 2, 500]);
  });

  it('downsamples to at most 300 points, keeping the first and the live one', () => {
    const recorded = Array.from({ length: 720 }, (_, i) => point(ago((720 - i) * 60 * minute), i % 7));
    const points = assembleHistory(recorded, live);
    expect(points).toHaveLength(maxHistoryPoints);
    expect(points[0]).toBe(recorded[0]);
    expect(points.at(-1)).toBe(live);
    const times = points.map((p) => p.time.getTime());
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });
});
