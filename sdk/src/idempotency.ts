/** Money-moving calls take an optional Idempotency-Key: a retry with it never acts twice (docs/contract.md#idempotency-keys). */
export interface IdempotencyOptions {
  /**
   * The key of this operation. Pass the same one when the user retries the same operation (a
   * second click after a failure); left out, the SDK makes one per call, which still covers its
   * own retries after a network failure or a 5xx.
   */
  idempotencyKey?: string;
}

export function idempotencyHeaders(options: IdempotencyOptions | undefined): Record<string, string> {
  return { 'idempotency-key': options?.idempotencyKey ?? globalThis.crypto.randomUUID() };
}
