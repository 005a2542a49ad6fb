import { contract } from '@tradesim/core/contract';
import { implement } from '../../http/route.js';
import { advanceTestClock, readTestClock } from './service.js';

const routes = contract.admin.testClock;

/** Mounted only when the server starts with TRADESIM_TEST_CLOCK=1 (docs/contract.md#test-clock). */
export const testClockRoutes = [
  implement(routes.get, async ({ ctx }) => readTestClock(ctx)),
  implement(routes.advance, async ({ ctx, body }) => advanceTestClock(ctx, body.ms)),
];
