import { testClockAdvanceRequestSchema, testClockSchema } from '@tradesim/core';
import { defineRoute } from '../../http/route.js';
import { advanceTestClock, readTestClock } from './service.js';

const tag = 'Test clock';

/** Mounted only when the server starts with TRADESIM_TEST_CLOCK=1 (docs/contract.md#test-clock). */
export const testClockRoutes = [
  defineRoute({
    method: 'get',
    path: '/api/admin/test-clock',
    summary: "The server's clock (test servers only)",
    tag,
    auth: 'admin',
    staff: 'test-clock',
    response: testClockSchema,
    handler: async ({ ctx }) => readTestClock(ctx),
  }),
  defineRoute({
    method: 'post',
    path: '/api/admin/test-clock/advance',
    summary: "Move the server's clock forward (test servers only)",
    tag,
    auth: 'admin',
    staff: 'test-clock',
    body: testClockAdvanceRequestSchema,
    response: testClockSchema,
    handler: async ({ ctx, body }) => advanceTestClock(ctx, body.ms),
  }),
];
