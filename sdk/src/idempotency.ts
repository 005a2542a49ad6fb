/** Money-moving calls take an optional Idempotency-Key: a retry with it never acts twice (API.md). */
export interface IdempotencyOptions {
  idempotencyKey?: string;
}

export function idempotencyHeaders(options: IdempotencyOptions | undefined): Record<string, string> {
  return options?.idempotencyKey ? { 'idempotency-key': options.idempotencyKey } : {};
}
