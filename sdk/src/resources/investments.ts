import type {
  Investment,
  InvestmentList,
  InvestmentView,
  PurchaseRequest,
  SellResponse,
} from '@tradesim/core';
import type { Http } from '../http.js';
import { type IdempotencyOptions, idempotencyHeaders } from '../idempotency.js';

export function investmentsResource(http: Http) {
  const path = (id: string, action = '') => `/api/investments/${encodeURIComponent(id)}${action}`;
  const post = <T>(id: string, action: string, options?: IdempotencyOptions) =>
    http.request<T>({
      method: 'POST',
      path: path(id, action),
      auth: 'user',
      headers: idempotencyHeaders(options),
    });
  return {
    /** Returns are simulated: they accrue by a deterministic formula, not a market. */
    purchase: (input: PurchaseRequest, options?: IdempotencyOptions) =>
      http.request<Investment>({
        method: 'POST',
        path: '/api/investments',
        auth: 'user',
        body: input,
        headers: idempotencyHeaders(options),
      }),
    list: (view: InvestmentView = 'active') =>
      http.request<InvestmentList>({
        method: 'GET',
        path: '/api/investments',
        auth: 'user',
        query: { view },
      }),
    get: (id: string) => http.request<Investment>({ method: 'GET', path: path(id), auth: 'user' }),
    sell: (id: string, options?: IdempotencyOptions) => post<SellResponse>(id, '/sell', options),
    complete: (id: string, options?: IdempotencyOptions) => post<SellResponse>(id, '/complete', options),
    archive: (id: string) => post<Investment>(id, '/archive'),
    restore: (id: string) => post<Investment>(id, '/restore'),
  };
}
