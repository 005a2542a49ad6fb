import type { InvestmentView, PurchaseRequest } from '@tradesim/core';
import type { Call } from '../call.js';
import { routes } from '../generated/routes.js';
import type { IdempotencyOptions } from '../idempotency.js';

const investments = routes.investments;

export function investmentsResource(call: Call) {
  return {
    /** Returns are simulated: they accrue by a deterministic formula, not a market. */
    purchase: (input: PurchaseRequest, options?: IdempotencyOptions) =>
      call(investments.purchase, { body: input, ...options }),
    list: (view: InvestmentView = 'active') => call(investments.list, { query: { view } }),
    get: (id: string) => call(investments.get, { params: { id } }),
    sell: (id: string, options?: IdempotencyOptions) =>
      call(investments.sell, { params: { id }, ...options }),
    complete: (id: string, options?: IdempotencyOptions) =>
      call(investments.complete, { params: { id }, ...options }),
    archive: (id: string) => call(investments.archive, { params: { id } }),
    restore: (id: string) => call(investments.restore, { params: { id } }),
  };
}
