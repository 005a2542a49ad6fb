import type { TestClock } from '@tradesim/core';
import type { AppContext } from '../../context.js';

/** The server's clock as the test-clock routes show it: now, and how far it was moved. */
export function readTestClock(ctx: AppContext): TestClock {
  return { now: ctx.clock.now().toISOString(), offsetMs: ctx.clock.offsetMs() };
}

/** Moves the server's clock forward; logged as a warning, since every deadline moves with it. */
export function advanceTestClock(ctx: AppContext, ms: number): TestClock {
  ctx.clock.advance(ms);
  ctx.log.warn({ offsetMs: ctx.clock.offsetMs() }, 'test clock advanced');
  return readTestClock(ctx);
}
