import type { BodyOf, ParamsOf, QueryOf, ResponseOf, RouteContract } from '@tradesim/core/contract';
import type { Http, RequestOptions } from './http.js';
import { type IdempotencyOptions, idempotencyHeaders } from './idempotency.js';
import type { RouteRef } from './route-ref.js';

type Part<K extends string, T> = [T] extends [undefined] ? { [P in K]?: never } : { [P in K]: T };

/** What one call sends, typed by its contract: the path's params, the query, the body or form. */
export type CallInput<C extends RouteContract> = Part<'params', ParamsOf<C>> &
  ([QueryOf<C>] extends [undefined] ? { query?: never } : { query?: QueryOf<C> }) &
  (C extends { upload: object } ? { form: FormData } : Part<'body', BodyOf<C>>) &
  (C extends { idempotent: true } ? IdempotencyOptions : unknown) &
  // A route both a resource's owner and staff reach: the caller says which session it uses.
  (C extends { auth: 'user-or-admin' } ? { as: 'user' | 'admin' } : unknown);

/** What one call resolves to: the response's type, or the Response of a file or CSV. */
export type CallOutput<C extends RouteContract> = C extends { produces: object } ? Response : ResponseOf<C>;

type Args<C extends RouteContract> =
  object extends CallInput<C> ? [input?: CallInput<C>] : [input: CallInput<C>];

export type Call = <C extends RouteContract>(ref: RouteRef<C>, ...args: Args<C>) => Promise<CallOutput<C>>;

/** `withdrawals/:id/cancel` with `{ id }` → `withdrawals/<id, escaped>/cancel`. */
function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new TypeError(`${path} needs its ${name}`);
    return encodeURIComponent(String(value));
  });
}

/** The one way a resource method reaches the API: by its route's contract, never by a path. */
export function createCall(http: Http): Call {
  return (ref, ...[input]) => {
    const sent = (input ?? {}) as {
      params?: Record<string, unknown>;
      query?: RequestOptions['query'];
      body?: unknown;
      form?: FormData;
      idempotencyKey?: string;
      as?: 'user' | 'admin';
    };
    return http.request({
      method: ref.method.toUpperCase() as RequestOptions['method'],
      path: fillPath(ref.path, sent.params),
      auth: ref.auth === 'user-or-admin' ? (sent.as ?? 'user') : ref.auth,
      ...(sent.query ? { query: sent.query } : {}),
      ...(sent.body !== undefined ? { body: sent.body } : {}),
      ...(sent.form ? { form: sent.form } : {}),
      ...(ref.kind === 'keyed' ? { headers: idempotencyHeaders(sent) } : {}),
      ...(ref.kind === 'raw' ? { raw: true } : {}),
    });
  };
}
