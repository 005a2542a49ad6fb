import { testClockAdvanceRequestSchema, testClockSchema } from '../schemas/admin-ops.js';
import { defineContract } from './define.js';

const tag = 'Test clock';

/**
 * The server's clock (`client.admin.testClock`): served only when the server starts with
 * TRADESIM_TEST_CLOCK=1 (docs/contract.md#test-clock).
 */
export const testClockContract = {
  get: defineContract({
    method: 'get',
    path: '/api/admin/test-clock',
    summary: "The server's clock (test servers only)",
    tag,
    auth: 'admin',
    staff: 'test-clock',
    response: testClockSchema,
  }),
  advance: defineContract({
    method: 'post',
    path: '/api/admin/test-clock/advance',
    summary: "Move the server's clock forward (test servers only)",
    tag,
    auth: 'admin',
    staff: 'test-clock',
    body: testClockAdvanceRequestSchema,
    response: testClockSchema,
  }),
};
