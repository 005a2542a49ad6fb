/**
 * The Idempotency-Key of the request that creates a row, and whose key it is. Stamped on the
 * row under a unique index (owner, key): even if every other guard failed, one key could not
 * make two investments or two transactions.
 */
export interface ClientKey {
  ownerId: string;
  key: string;
}

/** The columns of a `transactions` row that carry its request's key (none for unkeyed requests). */
export function clientKeyColumns(clientKey: ClientKey | null | undefined): {
  client_key: string | null;
  client_key_owner: string | null;
} {
  return { client_key: clientKey?.key ?? null, client_key_owner: clientKey?.ownerId ?? null };
}
