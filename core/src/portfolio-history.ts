import type { Decimal } from './decimal.js';
import { valueOpenInvestments } from './investment-figures.js';
import type { InvestmentState } from './investments.js';
import { downsampleLttb } from './lttb.js';

const minuteMs = 60_000;
const dayMs = 24 * 60 * minuteMs;

export const historyRanges = ['1d', '1w', '1m', '3m', 'all'] as const;
export type HistoryRange = (typeof historyRanges)[number];

/** A point of a user's net worth: cash (the balance) plus the open investments' value. */
export interface HistoryPoint {
  time: Date;
  netWorth: Decimal;
  cash: Decimal;
  invested: Decimal;
}

/**
 * The recorded series, finest first: each run of the recording job writes a point into every
 * series whose current bucket has none, so a coarse series holds the first point of each of its
 * buckets. Fine series are pruned once no range reads them (`keepMs`; null keeps for ever).
 */
export const historyResolutions = [
  { minutes: 10, keepMs: 2 * dayMs },
  { minutes: 60, keepMs: 32 * dayMs },
  { minutes: 1440, keepMs: null },
] as const;

export type HistoryResolution = (typeof historyResolutions)[number]['minutes'];

/** How often points are recorded: the finest resolution. */
export const historyIntervalMs = historyResolutions[0].minutes * minuteMs;

/** The most points a history answer holds, the live one included. */
export const maxHistoryPoints = 300;

const rangeMs: Record<Exclude<HistoryRange, 'all'>, number> = {
  '1d': dayMs,
  '1w': 7 * dayMs,
  '1m': 30 * dayMs,
  '3m': 90 * dayMs,
};

/** The start of the bucket of `time` in a series: buckets are aligned on the Unix epoch (UTC). */
export function bucketOf(time: Date, minutes: number): Date {
  const size = minutes * minuteMs;
  return new Date(Math.floor(time.getTime() / size) * size);
}

/** Which series a range reads, and from when. */
export interface HistoryRead {
  resolution: HistoryResolution;
  from: Date;
}

/**
 * The series serving a range: the finest one that holds the whole span shown, which is the
 * range or, when the user's history is younger, since their first point (`firstRecordedAt`, the
 * first daily bucket). A 30-day span reads the hourly series (720 points, downsampled).
 * Null when nothing was ever recorded.
 */
export function planHistoryRead(
  range: HistoryRange,
  now: Date,
  firstRecordedAt: Date | null,
): HistoryRead | null {
  if (!firstRecordedAt) return null;
  const rangeStart = range === 'all' ? firstRecordedAt : new Date(now.getTime() - rangeMs[range]);
  const span = now.getTime() - Math.max(rangeStart.getTime(), firstRecordedAt.getTime());
  const resolution = span <= dayMs ? 10 : span <= 30 * dayMs ? 60 : 1440;
  return { resolution, from: rangeStart };
}

/** The point of a user's holdings at `now`: cash plus the open investments valued then. */
export function holdingsPoint(balance: Decimal, open: readonly InvestmentState[], now: Date): HistoryPoint {
  const invested = valueOpenInvestments(open, now).currentValue;
  return { time: now, netWorth: balance.plus(invested), cash: balance, invested };
}

/**
 * The answer: the recorded points before the live one, ascending, downsampled (LTTB on net
 * worth) so that with the live point appended there are at most `max`.
 */
export function assembleHistory(
  recorded: readonly HistoryPoint[],
  live: HistoryPoint,
  max = maxHistoryPoints,
): HistoryPoint[] {
  const earlier = recorded
    .filter((point) => point.time.getTime() < live.time.getTime())
    .sort((a, b) => a.time.getTime() - b.time.getTime());
  const kept = downsampleLttb(
    earlier,
    max - 1,
    (point) => point.time.getTime(),
    (point) => point.netWorth.toNumber(),
  );
  return [...kept, live];
}
