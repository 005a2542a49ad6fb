/** @tradesim/sdk: the typed client of docs/contract.md. */
export { AppError, isAppError } from '@tradesim/core';
export { type ClientOptions, createClient, type TradesimClient } from './client.js';
export { type CredentialStore, type Credentials, memoryStore } from './credentials.js';
export { type AuthKind, errorFromResponse, type RequestOptions } from './http.js';
export type { IdempotencyOptions } from './idempotency.js';
export type {
  RealtimeHandler,
  RealtimeOptions,
  SocketConstructor,
  SocketLike,
  Subscription,
} from './realtime.js';
