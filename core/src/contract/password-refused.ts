import type { RouteError } from './define.js';

/**
 * How a route that sets a password lists its rules' refusal: VALIDATION_FAILED at 422, not the
 * schema's 400 (docs/contract.md#passwords). Thrown by api/src/modules/auth/new-password.ts.
 */
export const passwordRefused = { code: 'VALIDATION_FAILED', status: 422 } as const satisfies RouteError;
