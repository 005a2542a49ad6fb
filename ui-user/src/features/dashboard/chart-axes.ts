/* The chart axes: round times along x, round amounts up y. */
import { formatHour, formatMonthDay, formatMonthYear } from '@tradesim/ui-kit';

const hourMs = 3_600_000;
const dayMs = 24 * hourMs;
const hourSteps = [1, 2, 3, 4, 6, 12];
const daySteps = [1, 2, 3, 7, 14];
const monthSteps = [1, 2, 3, 6, 12, 24];

export type TickUnit = 'hour' | 'day' | 'month';

/**
 * Round-time ticks for a time axis from `from` to `to` (ms), at most `maxTicks`: whole local
 * hours (every 1–12 h), local midnights (every 1–14 days) or first days of months, whichever is
 * the finest that fits. Steps are taken on the calendar, not as fixed milliseconds, so a day with
 * a clock change still lands on midnight.
 */
export function timeTicks(from: number, to: number, maxTicks = 6): { ticks: number[]; unit: TickUnit } {
  const span = to - from;
  if (!(span > 0)) return { ticks: [], unit: 'hour' };
  const hours = hourSteps.find((step) => span / (step * hourMs) <= maxTicks);
  if (hours !== undefined) {
    const tick = new Date(from);
    tick.setMinutes(0, 0, 0);
    if (tick.getTime() < from) tick.setHours(tick.getHours() + 1);
    while (tick.getHours() % hours !== 0) tick.setHours(tick.getHours() + 1);
    return { ticks: collect(tick, to, (date) => date.setHours(date.getHours() + hours)), unit: 'hour' };
  }
  const days = daySteps.find((step) => span / (step * dayMs) <= maxTicks);
  if (days !== undefined) {
    const tick = new Date(from);
    tick.setHours(0, 0, 0, 0);
    if (tick.getTime() < from) tick.setDate(tick.getDate() + 1);
    return { ticks: collect(tick, to, (date) => date.setDate(date.getDate() + days)), unit: 'day' };
  }
  const months = monthSteps.find((step) => span / (step * 30.44 * dayMs) <= maxTicks) ?? 24;
  const tick = new Date(from);
  tick.setHours(0, 0, 0, 0);
  if (tick.getDate() !== 1 || tick.getTime() < from) tick.setMonth(tick.getMonth() + 1, 1);
  while (tick.getMonth() % months !== 0) tick.setMonth(tick.getMonth() + 1, 1);
  return { ticks: collect(tick, to, (date) => date.setMonth(date.getMonth() + months, 1)), unit: 'month' };
}

function collect(start: Date, to: number, step: (date: Date) => void): number[] {
  const ticks: number[] = [];
  for (const date = new Date(start); date.getTime() <= to; step(date)) ticks.push(date.getTime());
  return ticks;
}

const formats: Record<TickUnit, (time: number) => string> = {
  hour: formatHour,
  day: formatMonthDay,
  month: formatMonthYear,
};

/** "2 PM", "Nov 22" or "Nov 2026", as the ticks' unit asks. */
export function formatTick(time: number, unit: TickUnit): string {
  return formats[unit](time);
}

/**
 * A value axis on round numbers: a step of 1, 2, 2.5 or 5 times a power of ten giving about
 * `count` ticks, and the domain widened to whole steps (never below 0 for values that are not).
 * A flat series gets a little room either side, so its line is drawn mid-height.
 */
export function valueAxis(
  min: number,
  max: number,
  count = 4,
): { domain: [number, number]; ticks: number[] } {
  let low = min;
  let high = max;
  if (!(high > low)) {
    const pad = Math.max(Math.abs(low) * 0.01, 1);
    low -= pad;
    high += pad;
  }
  const rough = (high - low) / Math.max(count - 1, 1);
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const step = ([1, 2, 2.5, 5, 10].find((factor) => factor * magnitude >= rough) ?? 10) * magnitude;
  const decimals = Math.max(0, -Math.floor(Math.log10(step)) + 1);
  const round = (value: number) => Number(value.toFixed(decimals));
  let start = Math.floor(low / step) * step;
  if (min >= 0) start = Math.max(start, 0);
  const end = Math.ceil(high / step) * step;
  const ticks: number[] = [];
  for (let index = 0; start + index * step <= end + step / 1e6; index++)
    ticks.push(round(start + index * step));
  return { domain: [round(start), round(end)], ticks };
}
