import { testClockAdvanceRequestSchema, testClockSchema } from '@tradesim/core';
import type { Clock } from '../../clock.js';
import { defineRoute } from '../../http/route.js';

const tag = 'Test clock';
const view = (clock: Clock) => ({ now: clock.now().toISOString(), offsetMs: clock.offsetMs() });

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
    handler: async ({ ctx }) => view(ctx.clock),
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
    handler: async ({ ctx, body }) => {
      ctx.clock.advance(body.ms);
      ctx.log.warn({ offsetMs: ctx.clock.offsetMs() }, 'test clock advanced');
      return view(ctx.clock);
    },
  }),
];
