import type { z } from 'zod';
import type { AuditAction } from '../audit-actions.js';
import type { ErrorCode } from '../errors.js';
import type { StaffArea } from '../staff.js';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** `user-or-admin`: a route both a resource's owner and staff reach (a deposit's proof image). */
export type RouteAuth = 'none' | 'user' | 'admin' | 'user-or-admin';

/**
 * A code the route answers with, at its own status, or at another where the contract gives it
 * one (a password rule's 422).
 */
export type RouteError = ErrorCode | { code: ErrorCode; status: number };

/**
 * One HTTP route, declared once: the API implements a handler against it, the OpenAPI document
 * and docs/reference/http.md are written from it, and the SDK's call of it takes its types from
 * it (docs/contract.md#one-contract). Nothing here runs on a request: it is data.
 */
export interface RouteContract {
  method: HttpMethod;
  /** Express path, e.g. `/api/withdrawals/:id/cancel`; each `:name` is a field of `params`. */
  path: string;
  summary: string;
  /** The OpenAPI tag (the reference's section). */
  tag: string;
  auth: RouteAuth;
  /**
   * The back-office area a staff route belongs to (core `staffMay`): required on every `admin`
   * route, and on a `user-or-admin` route for its staff callers. A GET reads the area, any other
   * method changes it; every change outside the member's own `account` needs a session opened
   * with a second factor while the staff policy is on.
   */
  staff?: StaffArea;
  params?: z.ZodType;
  query?: z.ZodType;
  /** The JSON body; on an `upload` route, the form's text fields. */
  body?: z.ZodType;
  /** Success status; defaults to 200 with a response schema and 204 without. */
  status?: number;
  response?: z.ZodType;
  /** The 202 answer of a change taken but waiting for a second member of staff. */
  accepted?: z.ZodType;
  /** Error codes this route can answer with besides those its kind implies (openapi.ts). */
  errors?: readonly RouteError[];
  /** A multipart/form-data route with one file field (at most 5 MB). */
  upload?: { field: string; tooLargeMessage?: string };
  /**
   * A money-moving or otherwise unrepeatable POST that honours the Idempotency-Key header: the
   * answer is recorded with the change, and a retry with the same key replays it.
   */
  idempotent?: boolean;
  /**
   * What the audit log records when this staff change succeeds (one of them, by outcome). Every
   * staff write names it: the audit log is the back office's record (contract.test.ts).
   */
  audit?: readonly AuditAction[];
  /** A body that is not JSON (a file, a CSV), streamed by the handler. */
  produces?: { contentType: string; description: string };
}

/** Declares a route; the literal types (path, method, schemas) are kept for the SDK and the API. */
export function defineContract<const C extends RouteContract>(contract: C): C {
  return contract;
}

/** A tree of contracts, grouped as the SDK's client is (`contract.admin.transactions.approve`). */
export interface ContractTree {
  readonly [name: string]: RouteContract | ContractTree;
}

export function isRouteContract(value: RouteContract | ContractTree): value is RouteContract {
  return typeof value.method === 'string' && typeof value.path === 'string';
}

/** Every contract of a tree, with its name (`admin.transactions.approve`), in declaration order. */
export function listContracts(tree: ContractTree, prefix = ''): { name: string; contract: RouteContract }[] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const name = prefix ? `${prefix}.${key}` : key;
    return isRouteContract(value) ? [{ name, contract: value }] : listContracts(value, name);
  });
}
