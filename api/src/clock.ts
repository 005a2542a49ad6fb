/**
 * The one clock of the API (docs/contributing.md#house-style). Every rule that reads the time reads it
 * here, so tests and the test clock (docs/contract.md#test-clock, TRADESIM_TEST_CLOCK=1) control time everywhere.
 */
export interface Clock {
  now(): Date;
  /** Milliseconds the clock runs ahead of real time; 0 unless the test clock moved it. */
  offsetMs(): number;
  /** Moves the clock forward; only the test clock allows it. */
  advance(ms: number): void;
  readonly adjustable: boolean;
}

export function systemClock(): Clock {
  return {
    now: () => new Date(),
    offsetMs: () => 0,
    advance: () => {
      throw new Error('The system clock cannot be moved; start with TRADESIM_TEST_CLOCK=1');
    },
    adjustable: false,
  };
}

/** Real time plus an offset that only grows, so time never runs backwards for any reader. */
export function testClock(initialOffsetMs = 0): Clock {
  let offset = initialOffsetMs;
  return {
    now: () => new Date(Date.now() + offset),
    offsetMs: () => offset,
    advance: (ms: number) => {
      if (!Number.isInteger(ms) || ms <= 0)
        throw new RangeError('The clock only moves forward by whole milliseconds');
      offset += ms;
    },
    adjustable: true,
  };
}

/** Waits; handed in, so tests decide how long the API's deliberate pauses really last. */
export type Sleep = (ms: number) => Promise<void>;

export const timerSleep: Sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
