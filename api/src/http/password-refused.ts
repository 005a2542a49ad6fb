/** Declared with the route contracts (core/src/contract/password-refused.ts); kept here for the API's imports. */
export { passwordRefused } from '@tradesim/core/contract';
