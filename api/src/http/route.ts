import { AppError, type ErrorCode } from '@tradesim/core';
import type { Request, Response, Router } from 'express';
import type { z } from 'zod';
import type { AppContext } from '../context.js';
import {
  type AdminAuth,
  authenticateAdminToken,
  authenticateUserToken,
  bearerToken,
  type UserAuth,
} from './authenticate.js';
import { fieldsFromZod } from './zod-fields.js';

export type AuthMode = 'none' | 'user' | 'admin';
type AuthOf<A extends AuthMode> = A extends 'user' ? UserAuth : A extends 'admin' ? AdminAuth : null;
type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;
type Result<R> = R extends z.ZodType ? z.input<R> : unknown;

export interface RouteInput<A extends AuthMode, P, Q, B> {
  ctx: AppContext;
  auth: AuthOf<A>;
  params: Parsed<P>;
  query: Parsed<Q>;
  body: Parsed<B>;
  req: Request;
  res: Response;
}

/**
 * One HTTP route: its contract (schemas from core) and a thin handler that calls a service.
 * The same definition validates requests, checks responses in tests and writes the OpenAPI
 * document, so the three cannot drift apart.
 */
export interface RouteSpec<A extends AuthMode, P, Q, B, R> {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** Express path, e.g. `/api/me/sessions/:id`. */
  path: string;
  summary: string;
  tag: string;
  auth: A;
  params?: P;
  query?: Q;
  body?: B;
  /** Success status; defaults to 200 with a response schema and 204 without. */
  status?: number;
  response?: R;
  /** Error codes this route can answer with, for the document. */
  errors?: ErrorCode[];
  /** Body is read by the handler itself (multipart uploads). */
  rawBody?: { contentType: string; schema: z.ZodType };
  handler(input: RouteInput<A, P, Q, B>): Promise<Result<R>>;
}

export type AnyRoute = RouteSpec<
  AuthMode,
  z.ZodType | undefined,
  z.ZodType | undefined,
  z.ZodType | undefined,
  z.ZodType | undefined
>;

export function defineRoute<
  A extends AuthMode,
  P extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  R extends z.ZodType | undefined = undefined,
>(spec: RouteSpec<A, P, Q, B, R>): AnyRoute {
  return spec as unknown as AnyRoute;
}

function parseInput(
  schema: z.ZodType | undefined,
  value: unknown,
  location: 'body' | 'query' | 'params',
): unknown {
  if (!schema) return undefined;
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const fields = fieldsFromZod(result.error, location);
  return Promise.reject(new AppError('VALIDATION_FAILED', Object.values(fields)[0], { fields }));
}

async function authenticate(
  ctx: AppContext,
  mode: AuthMode,
  req: Request,
): Promise<UserAuth | AdminAuth | null> {
  if (mode === 'user') return authenticateUserToken(ctx, bearerToken(req));
  if (mode === 'admin') return authenticateAdminToken(ctx, bearerToken(req));
  return null;
}

/** A request carries a body when it says so; an empty POST reads as `{}`. */
function hasBody(req: Request): boolean {
  return req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;
}

export function mountRoutes(router: Router, ctx: AppContext, routes: readonly AnyRoute[]): void {
  for (const route of routes) {
    router[route.method](route.path, async (req, res) => {
      // Who first: an anonymous caller learns nothing about the shape a route expects.
      const auth = await authenticate(ctx, route.auth, req);
      const params = await parseInput(route.params, req.params, 'params');
      const query = await parseInput(route.query, req.query, 'query');
      if (route.body && hasBody(req) && !req.is('application/json'))
        throw new AppError('UNSUPPORTED_MEDIA_TYPE');
      const body = route.rawBody ? undefined : await parseInput(route.body, req.body ?? {}, 'body');
      const input = { ctx, auth, params, query, body, req, res } as RouteInput<
        AuthMode,
        unknown,
        unknown,
        unknown
      >;
      const result = await route.handler(input as never);
      if (res.headersSent) return;
      const status = route.status ?? (route.response ? 200 : 204);
      if (!route.response) {
        res.status(status).end();
        return;
      }
      res.status(status).json(ctx.config.validateResponses ? route.response.parse(result) : result);
    });
  }
}
