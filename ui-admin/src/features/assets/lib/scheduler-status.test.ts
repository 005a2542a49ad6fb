import { describe, expect, it } from 'vitest';
import { priceFeedFixture } from '../../../test/fixtures.js';
import { formatCountdown, schedulerStatusText } from './scheduler-status.js';

const now = Date.parse('2026-11-22T08:00:00.000Z');

describe('the scheduler status text', () => {
  it('is "Scheduler stopped" while stopped', () => {
    expect(schedulerStatusText(priceFeedFixture(), { now, updating: false })).toBe('Scheduler stopped');
  });

  it('is "Updating assets..." while the server or the admin updates', () => {
    expect(schedulerStatusText(priceFeedFixture({ updating: true }), { now, updating: false })).toBe(
      'Updating assets...',
    );
    expect(schedulerStatusText(priceFeedFixture(), { now, updating: true })).toBe('Updating assets...');
  });

  it('counts down to the next run while started', () => {
    const status = priceFeedFixture({ running: true, nextUpdateAt: '2026-11-22T08:04:00.000Z' });
    expect(schedulerStatusText(status, { now, updating: false })).toBe('Next update in 4m 0s');
    expect(schedulerStatusText(status, { now: now + 61_500, updating: false })).toBe('Next update in 2m 59s');
    expect(schedulerStatusText(status, { now: now + 600_000, updating: false })).toBe('Next update in 0m 0s');
    expect(schedulerStatusText({ ...status, nextUpdateAt: null }, { now, updating: false })).toBe(
      'Scheduler running',
    );
  });

  it('writes minutes and seconds', () => {
    expect(formatCountdown(0)).toBe('0m 0s');
    expect(formatCountdown(5_000)).toBe('0m 5s');
    expect(formatCountdown(185_001)).toBe('3m 6s');
    expect(formatCountdown(-10)).toBe('0m 0s');
  });
});
