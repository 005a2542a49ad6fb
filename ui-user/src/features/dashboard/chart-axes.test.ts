import { describe, expect, it } from 'vitest';
import { formatTick, timeTicks, valueAxis } from './chart-axes.js';

const hourMs = 3_600_000;
const dayMs = 24 * hourMs;
const from = new Date(2026, 10, 21, 8, 37).getTime();

describe('timeTicks', () => {
  it('marks whole local hours on a day, every 4 hours', () => {
    const { ticks, unit } = timeTicks(from, from + dayMs);
    expect(unit).toBe('hour');
    expect(ticks.length).toBeLessThanOrEqual(6);
    for (const tick of ticks) {
      const date = new Date(tick);
      expect(date.getMinutes()).toBe(0);
      expect(date.getHours() % 4).toBe(0);
      expect(tick).toBeGreaterThanOrEqual(from);
      expect(tick).toBeLessThanOrEqual(from + dayMs);
    }
    expect(formatTick(new Date(2026, 10, 21, 14).getTime(), unit)).toBe('2 PM');
  });

  it('marks local midnights on a week or a month', () => {
    for (const span of [7 * dayMs, 30 * dayMs]) {
      const { ticks, unit } = timeTicks(from, from + span);
      expect(unit).toBe('day');
      expect(ticks.length).toBeGreaterThanOrEqual(3);
      expect(ticks.length).toBeLessThanOrEqual(6);
      for (const tick of ticks) expect(new Date(tick).getHours()).toBe(0);
    }
    expect(formatTick(new Date(2026, 10, 22).getTime(), 'day')).toBe('Nov 22');
  });

  it('marks the first days of months on longer spans', () => {
    const { ticks, unit } = timeTicks(from, from + 400 * dayMs);
    expect(unit).toBe('month');
    expect(ticks.length).toBeGreaterThan(0);
    expect(ticks.length).toBeLessThanOrEqual(6);
    for (const tick of ticks) expect(new Date(tick).getDate()).toBe(1);
  });

  it('has no ticks for an empty span', () => {
    expect(timeTicks(from, from).ticks).toEqual([]);
  });
});

describe('valueAxis', () => {
  it('steps by round amounts and widens the domain to whole steps', () => {
    expect(valueAxis(2499.34, 2518.12)).toEqual({ domain: [2490, 2520], ticks: [2490, 2500, 2510, 2520] });
    expect(valueAxis(0, 1000)).toEqual({ domain: [0, 1000], ticks: [0, 500, 1000] });
    expect(valueAxis(1777.66, 1790)).toEqual({ domain: [1775, 1790], ticks: [1775, 1780, 1785, 1790] });
  });

  it('gives a flat series room either side, never below zero', () => {
    expect(valueAxis(1790, 1790).ticks).toEqual([1760, 1780, 1800, 1820]);
    expect(valueAxis(0, 0)).toEqual({ domain: [0, 1], ticks: [0, 1] });
  });
});
