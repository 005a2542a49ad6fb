import {
  type ErrorCode,
  errorBodySchema,
  errorCatalogue,
  staffAccessFor,
  staffRoles,
  staffRolesFor,
} from '@tradesim/core';
import { z } from 'zod';
import { createDocument, type ZodOpenApiOperationObject, type ZodOpenApiPathsObject } from 'zod-openapi';
import type { AnyRoute } from './route.js';
import { needsSecondFactor } from './staff-policy.js';

const errorContent = { 'application/json': { schema: errorBodySchema } };

/** The codes any route of this kind can answer with, besides its own. */
function implicitErrors(route: AnyRoute): ErrorCode[] {
  const codes: ErrorCode[] = [];
  if (route.params || route.query || route.body || route.upload) codes.push('VALIDATION_FAILED');
  if (route.body && !route.upload)
    codes.push('MALFORMED_JSON', 'UNSUPPORTED_MEDIA_TYPE', 'PAYLOAD_TOO_LARGE');
  if (route.upload) codes.push('UNSUPPORTED_MEDIA_TYPE', 'FILE_TOO_LARGE', 'UNSUPPORTED_FILE_TYPE');
  if (route.idempotent) codes.push('IDEMPOTENCY_KEY_REUSED', 'IDEMPOTENCY_KEY_IN_USE');
  if (route.auth === 'user' || route.auth === 'user-or-admin')
    codes.push('UNAUTHENTICATED', 'SESSION_EXPIRED', 'ACCOUNT_BANNED');
  if (route.auth === 'admin' || route.auth === 'user-or-admin')
    codes.push('ADMIN_SESSION_INVALID', 'ADMIN_PROFILE_NOT_FOUND', 'ADMIN_REQUIRED', 'STAFF_DISABLED');
  if (route.staff && staffRolesFor(route.staff, staffAccessFor(route.method)).length < staffRoles.length)
    codes.push('ROLE_FORBIDDEN');
  if (route.auth === 'admin' && needsSecondFactor(route)) codes.push('MFA_REQUIRED_FOR_ACTION');
  // A write through the console's cookie without its CSRF token.
  if (route.auth === 'admin' && route.method !== 'get') codes.push('CSRF_INVALID');
  return codes;
}

function errorResponses(route: AnyRoute): ZodOpenApiOperationObject['responses'] {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const error of new Set([...implicitErrors(route), ...(route.errors ?? [])])) {
    const { code, status } = typeof error === 'string' ? { code: error, ...errorCatalogue[error] } : error;
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  const responses: Record<string, { description: string; content: typeof errorContent }> = {};
  for (const [status, codes] of [...byStatus].sort(([a], [b]) => a - b)) {
    const lines = codes.map((code) => `\`${code}\`: ${errorCatalogue[code].message}`);
    responses[String(status)] = { description: lines.join('\n\n'), content: errorContent };
  }
  responses.default = { description: 'Any other error, in the same envelope', content: errorContent };
  return responses as ZodOpenApiOperationObject['responses'];
}

/** A route that streams a file or text itself: its bytes, under its own media type (never JSON). */
function producedContent(produces: NonNullable<AnyRoute['produces']>) {
  const schema = produces.contentType.startsWith('text/')
    ? z.string()
    : z.string().meta({ format: 'binary' });
  return { [produces.contentType]: { schema } };
}

function operationOf(route: AnyRoute): ZodOpenApiOperationObject {
  // A route that streams its own body answers 200 with it; only a route with nothing to say is 204.
  const status = route.status ?? (route.response || route.produces ? 200 : 204);
  const success = route.response
    ? { description: 'Success', content: { 'application/json': { schema: route.response } } }
    : route.produces
      ? { description: route.produces.description, content: producedContent(route.produces) }
      : { description: 'Success, no content' };
  const requestParams: { path?: z.ZodObject; query?: z.ZodObject } = {};
  if (route.params) requestParams.path = route.params as z.ZodObject;
  if (route.query) requestParams.query = route.query as z.ZodObject;
  const operation: ZodOpenApiOperationObject = {
    summary: route.summary,
    tags: [route.tag],
    operationId: `${route.method}${route.path.replace(/[/:{}-](\w)/g, (_, c: string) => c.toUpperCase()).replace(/\W/g, '')}`,
    requestParams,
    responses: {
      [String(status)]: success,
      ...(route.accepted
        ? {
            '202': {
              description: 'Taken, waiting for a second admin (four eyes); nothing has moved yet',
              content: { 'application/json': { schema: route.accepted } },
            },
          }
        : {}),
      ...errorResponses(route),
    },
  };
  // Alternatives: either token type opens a `user-or-admin` route. A public route says so with
  // an empty list, rather than leaving a reader (or a generated client) to guess.
  if (route.auth === 'user-or-admin') operation.security = [{ userToken: [] }, { adminToken: [] }];
  else if (route.auth === 'none') operation.security = [];
  else operation.security = [{ [route.auth === 'admin' ? 'adminToken' : 'userToken']: [] }];
  if (route.staff) {
    // Which staff roles reach the operation, from the same table the server checks.
    const roles = staffRolesFor(route.staff, staffAccessFor(route.method));
    const mfa =
      route.auth === 'admin' && needsSecondFactor(route)
        ? ' A session opened with a second factor, while requireStaffMfa is on.'
        : '';
    operation.description = `Staff roles: ${roles.join(', ')}.${mfa}`;
    operation['x-staff-roles'] = roles;
  }
  if (route.body && !route.upload)
    operation.requestBody = { required: true, content: { 'application/json': { schema: route.body } } };
  if (route.upload) {
    const file = z
      .string()
      .meta({ format: 'binary', description: 'An image: JPEG, PNG, GIF or WebP, at most 5 MB' });
    const fields = (route.body as z.ZodObject | undefined) ?? z.object({});
    operation.requestBody = {
      required: true,
      content: { 'multipart/form-data': { schema: fields.extend({ [route.upload.field]: file }) } },
    };
  }
  if (route.idempotent) {
    operation.requestParams = {
      ...requestParams,
      header: z.object({
        'idempotency-key': z.string().min(1).max(255).optional().meta({
          description:
            'Exactly once: the same key and body replay the committed answer for 24 hours instead of acting twice. Retry with the same key after a network failure, a 5xx or 409 IDEMPOTENCY_KEY_IN_USE (after Retry-After).',
        }),
      }),
    };
  }
  return operation;
}

/** OpenAPI 3.1 generated from the very schemas the server validates with. */
export function buildOpenApiDocument(routes: readonly AnyRoute[], version: string): Record<string, unknown> {
  const paths: ZodOpenApiPathsObject = {};
  for (const route of routes) {
    const path = route.path.replace(/:(\w+)/g, '{$1}');
    paths[path] = { ...paths[path], [route.method]: operationOf(route) };
  }
  return createDocument({
    openapi: '3.1.0',
    info: {
      title: 'Tradesim API',
      version,
      description:
        'The HTTP contract of Tradesim, a simulated trading and investment platform. Prices and returns are simulated; no real money or assets are traded. Money is a decimal string with exactly two decimals.',
    },
    servers: [{ url: '/' }],
    components: {
      securitySchemes: {
        userToken: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'A user access token (15 minutes)',
        },
        adminToken: { type: 'http', scheme: 'bearer', description: 'An admin session token (24 hours)' },
      },
    },
    paths,
  }) as unknown as Record<string, unknown>;
}
