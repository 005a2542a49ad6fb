import { AppError, maxUploadBytes } from '@tradesim/core';
import type { ResultOf, RouteAuth, RouteContract } from '@tradesim/core/contract';
import type { Request, Response, Router } from 'express';
import multer from 'multer';
import type { z } from 'zod';
import type { AppContext } from '../context.js';
import type { ClientKey } from '../db/client-key.js';
import {
  type AdminAuth,
  type Authenticator,
  authenticateAdminRequest,
  bearerToken,
  checkCsrf,
  type UserAuth,
} from './authenticate.js';
import {
  type AnswerToRecord,
  checkIdempotencyKey,
  hashRequest,
  type KeyClaim,
  type KeyedExecution,
  keyExpiry,
  type RecordedResponse,
  runIdempotent,
} from './idempotency.js';
import { type RefusalWriter, recordRefusals } from './refusals.js';
import { staffCookieToken } from './staff-cookie.js';
import type { StaffRoute } from './staff-policy.js';
import { unstorableTextFields } from './storable-text.js';
import { fieldsFromZod } from './zod-fields.js';

export type AuthMode = RouteAuth;
type AuthOf<A extends AuthMode> = A extends 'user'
  ? UserAuth
  : A extends 'admin'
    ? AdminAuth
    : A extends 'user-or-admin'
      ? UserAuth | AdminAuth
      : null;

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

export interface UploadedFile {
  bytes: Buffer;
  /** What the client claimed; never trusted for the stored type (content is sniffed). */
  declaredType: string;
}

export interface RouteInput<A extends AuthMode, P, Q, B> {
  ctx: AppContext;
  auth: AuthOf<A>;
  params: Parsed<P>;
  query: Parsed<Q>;
  body: Parsed<B>;
  /** The uploaded file of an `upload` route, if one was sent (its content is not checked yet). */
  file: UploadedFile | null;
  req: Request;
  res: Response;
  /**
   * The caller's Idempotency-Key on a keyed route: rows the request creates carry it under a
   * unique index (owner, key), so one key can never make two of them.
   */
  clientKey: ClientKey | null;
  /** On a `recordsOwnAnswer` route with a key: what its own statement must record with its change. */
  answer: AnswerToRecord | null;
}

/**
 * One HTTP route as the API serves it: its contract (core/src/contract, which the OpenAPI
 * document is written from) and a thin handler that calls a service.
 */
export interface AnyRoute extends RouteContract {
  /**
   * The handler records a keyed request's answer in its own statement instead (the purchase,
   * written in group-commit batches outside any transaction here): it gets `answer`.
   */
  recordsOwnAnswer?: boolean;
  /**
   * A `user` route whose handler checks the session in its own statement (the purchase: one
   * round trip instead of two on the hottest money path). Up front only the token's signature is
   * verified; the handler must refuse unless its statement found the session live. Whenever the
   * request fails or is refused, for whatever reason, the full check runs first, so an invalid
   * session answers exactly as on every other route. A keyed request's record is written by the
   * same statement, only when that statement found the session live.
   */
  checksSessionItself?: boolean;
  handler(input: RouteInput<AuthMode, unknown, unknown, unknown>): Promise<unknown>;
}

/** A request taken but waiting (route `accepted`): answered 202 with this body. */
export class Accepted {
  constructor(readonly body: unknown) {}
}

export function accepted(body: unknown): Accepted {
  return new Accepted(body);
}

/** What the handler of a route receives, typed by its contract. */
export type ContractInput<C extends RouteContract> = RouteInput<
  C['auth'],
  C extends { params: infer S } ? S : undefined,
  C extends { query: infer S } ? S : undefined,
  C extends { body: infer S } ? S : undefined
>;

/** A route's handler: it calls one service function and returns the response (or `accepted`). */
export type ContractHandler<C extends RouteContract> = (
  input: ContractInput<C>,
) => Promise<ResultOf<C> | Accepted | undefined>;

/** The API's side of a route: its contract (core/src/contract) and the handler that serves it. */
export function implement<const C extends RouteContract>(
  contract: C,
  handler: ContractHandler<C>,
  options: Pick<AnyRoute, 'recordsOwnAnswer' | 'checksSessionItself'> = {},
): AnyRoute {
  return { ...contract, ...options, handler } as unknown as AnyRoute;
}

function parseInput(
  schema: z.ZodType | undefined,
  value: unknown,
  location: 'body' | 'query' | 'params',
): unknown {
  if (!schema) return undefined;
  // Text the database would refuse is the client's mistake wherever it is; it is named first.
  const fields = unstorableTextFields(value, location);
  const result = schema.safeParse(value);
  if (result.success && Object.keys(fields).length === 0) return result.data;
  if (!result.success) {
    for (const [field, message] of Object.entries(fieldsFromZod(result.error, location)))
      fields[field] ??= message;
  }
  return Promise.reject(new AppError('VALIDATION_FAILED', Object.values(fields)[0], { fields }));
}

/**
 * What the route layer asks of the modules: who a token belongs to, what a staff member may do,
 * and how a refusal is recorded. Each reads a module's tables, so the modules implement them
 * and the wiring (server.ts, through createApp) hands them in: http imports no module.
 */
export interface RouteGuards {
  /** Tokens and sessions (modules/auth/authenticate.ts). */
  authenticator: Authenticator;
  /** The staff role and second-factor policy (modules/admin-security/staff-policy.ts). */
  enforceStaffPolicy(ctx: AppContext, route: StaffRoute, auth: AdminAuth): Promise<void>;
  /** A staff member's refusal in the audit log (modules/audit/access-denied.ts). */
  recordRefusal: RefusalWriter;
}

async function authenticate(
  authenticator: Authenticator,
  ctx: AppContext,
  mode: AuthMode,
  req: Request,
): Promise<UserAuth | AdminAuth | null> {
  if (mode === 'user') return authenticator.user(ctx, bearerToken(req));
  if (mode === 'admin') return authenticateAdminRequest(authenticator, ctx, req);
  if (mode === 'user-or-admin') {
    const token = bearerToken(req);
    if (!token && staffCookieToken(req)) return authenticateAdminRequest(authenticator, ctx, req);
    return token && authenticator.isAdminToken(token)
      ? authenticator.admin(ctx, token)
      : authenticator.user(ctx, token);
  }
  return null;
}

/** A request carries a body when it says so; an empty POST reads as `{}`. */
function hasBody(req: Request): boolean {
  return req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;
}

const uploads = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: maxUploadBytes, files: 1, fields: 20, fieldSize: 10_000, parts: 21 },
});

async function readUpload(
  req: Request,
  res: Response,
  upload: { field: string; tooLargeMessage?: string },
): Promise<UploadedFile | null> {
  if (!req.is('multipart/form-data')) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the body as multipart/form-data');
  }
  await new Promise<void>((resolve, reject) => {
    uploads.single(upload.field)(req, res, (error: unknown) => {
      if (!error) return resolve();
      const code = (error as { code?: unknown }).code;
      // Each upload form words its size limit its own way (a proof, a QR code).
      if (code === 'LIMIT_FILE_SIZE' && upload.tooLargeMessage) {
        return reject(new AppError('FILE_TOO_LARGE', upload.tooLargeMessage));
      }
      // Multer's own errors (LIMIT_FILE_SIZE...) map in the error handler; the form parser's
      // (no boundary, cut-off body, bad part header) carry no code: the client sent a bad form.
      reject(
        typeof code === 'string' && code.startsWith('LIMIT_')
          ? error
          : new AppError('VALIDATION_FAILED', 'The upload could not be read', { cause: error }),
      );
    });
  });
  const file = req.file;
  return file ? { bytes: file.buffer, declaredType: file.mimetype } : null;
}

function idempotencyOwner(auth: UserAuth | AdminAuth | null): string | null {
  if (!auth) return null;
  return auth.kind === 'user' ? auth.userId : auth.adminId;
}

function send(res: Response, response: RecordedResponse): void {
  res.status(response.status);
  if (response.json === undefined) res.end();
  else res.type('application/json').send(response.json);
}

export function mountRoutes(
  router: Router,
  ctx: AppContext,
  routes: readonly AnyRoute[],
  guards: RouteGuards,
): void {
  const { authenticator } = guards;
  for (const route of routes) {
    if (route.auth === 'admin' && !route.staff) {
      throw new Error(`${route.method.toUpperCase()} ${route.path} names no staff area`);
    }
    router[route.method](route.path, async (req, res) => {
      // Who first: an anonymous caller learns nothing about the shape a route expects; then
      // whether the staff member's role and session may use it.
      const deferSessionCheck = route.auth === 'user' && route.checksSessionItself === true;
      if (!deferSessionCheck) {
        const auth = await authenticate(authenticator, ctx, route.auth, req);
        if (auth?.kind !== 'admin') return handle(ctx, route, req, res, auth);
        // A staff member's refusals are security events: each is written to the audit log.
        const refusals = recordRefusals(ctx, auth, req, guards.recordRefusal);
        try {
          checkCsrf(ctx, req, auth);
          await guards.enforceStaffPolicy(ctx, route, auth);
          return await handle(ctx, route, req, res, auth, undefined, refusals.noticed);
        } catch (error) {
          refusals.noticed(error);
          throw error;
        } finally {
          await refusals.write();
        }
      }
      // A refusal (even a replayed one) is sent only after the full check passed.
      const checkSession = () => authenticator.user(ctx, bearerToken(req));
      try {
        await handle(ctx, route, req, res, authenticator.userFromToken(ctx, bearerToken(req)), checkSession);
      } catch (error) {
        // Who first, as everywhere: an invalid session's answer wins over the route's own.
        await authenticator.user(ctx, bearerToken(req));
        throw error;
      }
    });
  }
}

async function handle(
  ctx: AppContext,
  route: AnyRoute,
  req: Request,
  res: Response,
  auth: UserAuth | AdminAuth | null,
  checkSessionBeforeRefusal?: () => Promise<unknown>,
  onRefusal?: (error: unknown) => void,
): Promise<void> {
  const params = await parseInput(route.params, req.params, 'params');
  const query = await parseInput(route.query, req.query, 'query');
  const file = route.upload ? await readUpload(req, res, route.upload) : null;
  if (!route.upload && route.body && hasBody(req) && !req.is('application/json'))
    throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  const body = await parseInput(route.body, req.body ?? {}, 'body');
  const input = { ctx, auth, params, query, body, file, req, res, clientKey: null, answer: null };
  const status = route.status ?? (route.response ? 200 : 204);
  const encode = (result: unknown): string =>
    JSON.stringify(ctx.config.validateResponses && route.response ? route.response.parse(result) : result);
  const execute = async (keyed: Partial<RouteInput<AuthMode, unknown, unknown, unknown>>) => {
    const result = await route.handler({ ...input, ...keyed } as never).catch((error: unknown) => {
      // Seen here, not only where it surfaces: a keyed route answers its refusals as recorded
      // responses instead of throwing them.
      onRefusal?.(error);
      throw error;
    });
    if (result instanceof Accepted) {
      const body =
        ctx.config.validateResponses && route.accepted ? route.accepted.parse(result.body) : result.body;
      return { status: 202, json: JSON.stringify(body) };
    }
    return { status, json: route.response ? encode(result) : undefined };
  };
  const key = route.idempotent ? checkIdempotencyKey(req.get('idempotency-key')) : undefined;
  const ownerId = idempotencyOwner(auth);
  if (key === undefined || !ownerId) {
    const response = await execute({});
    if (!res.headersSent) send(res, response);
    return;
  }
  const path = `${req.baseUrl}${req.path}`;
  const claim: KeyClaim = {
    ownerId,
    key,
    method: req.method,
    path,
    requestHash: hashRequest({ method: req.method, path, body: req.body, file: file?.bytes ?? null }),
  };
  const clientKey = { ownerId, key };
  const execution: KeyedExecution = route.recordsOwnAnswer
    ? {
        records: 'itself',
        execute: () => {
          const createdAt = ctx.clock.now();
          const answer = { claim, status, createdAt, expiresAt: keyExpiry(createdAt), encode };
          return execute({ clientKey, answer });
        },
      }
    : { records: 'in-transaction', execute: (keyedCtx) => execute({ ctx: keyedCtx, clientKey }) };
  const response = await runIdempotent(ctx, claim, execution);
  if (response.status >= 400) await checkSessionBeforeRefusal?.();
  if (response.replayed) res.setHeader('Idempotent-Replayed', 'true');
  send(res, response);
}
