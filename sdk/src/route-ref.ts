import type { RouteContract } from '@tradesim/core/contract';

/**
 * How the SDK sends a route: `json` (the answer parsed), `keyed` (JSON with an Idempotency-Key,
 * retried with the same key), `raw` (a file or CSV: the Response itself).
 */
export type SendKind<C extends RouteContract> = C extends { produces: object }
  ? 'raw'
  : C extends { idempotent: true }
    ? 'keyed'
    : 'json';

/**
 * What the SDK needs at run time to call one route: its method, path, who calls it and how. The
 * contract itself (its zod schemas) stays out of the apps' bundles; it is carried here as a type
 * only, and each argument must equal the contract's, so the generated table cannot drift.
 */
export interface RouteRef<C extends RouteContract> {
  method: C['method'];
  path: C['path'];
  auth: C['auth'];
  kind: SendKind<C>;
  /** Never set: it carries the contract's type to `call`. */
  readonly contract?: C;
}

export function route<C extends RouteContract>(
  method: C['method'],
  path: C['path'],
  auth: C['auth'],
  kind: SendKind<C>,
): RouteRef<C> {
  return { method, path, auth, kind };
}
