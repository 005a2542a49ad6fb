/**
 * How a route that sets a password lists its rules' refusal: VALIDATION_FAILED at 422, not the
 * schema's 400 (docs/contract.md#passwords). Declared with the contracts; thrown by
 * modules/auth/new-password.ts.
 */
export { passwordRefused } from '@tradesim/core/contract';
