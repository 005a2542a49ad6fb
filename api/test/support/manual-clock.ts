import type { Clock } from '../../src/clock.js';

/**
 * A clock that stands still until the test moves it, so a test knows the exact instant the
 * server valued something at (simulated returns move with every millisecond).
 */
export function manualClock(start = new Date()): Clock {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    offsetMs: () => now - Date.now(),
    advance: (ms: number) => {
      if (!Number.isInteger(ms) || ms <= 0) throw new RangeError('The clock only moves forward');
      now += ms;
    },
    adjustable: true,
  };
}
