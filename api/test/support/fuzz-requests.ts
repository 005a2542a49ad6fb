import fc from 'fast-check';
import { authorization, brokenJson, contentType, idempotencyKey } from './fuzz.js';
import { type FormShape, largeMultipartBodyFor, multipartBodyFor, type RawBody } from './fuzz-forms.js';
import { idValue, nounOf, type PoolRef } from './fuzz-ids.js';
import type { Operation, Security } from './fuzz-operations.js';
import {
  bodyValue,
  parameterText,
  resolveSchema,
  type Schema,
  type SchemaContext,
  unstorableText,
} from './fuzz-schema.js';

/**
 * Requests generated from the OpenAPI document itself, so that a route added to the route table
 * is fuzzed without touching the fuzz: its path, query and header parameters, its JSON or
 * multipart body and its security come from the document the server serves.
 */

/** A path segment as sent: encoded (as a client should), or as it is (stray %, slashes, unicode). */
export interface PathValue {
  value: PoolRef | string;
  raw: boolean;
}

export interface QueryPart {
  key: string;
  value: string;
  raw: boolean;
}

export type Identity = 'user' | 'admin' | 'none' | { authorization: string | undefined };

export type Body =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown; contentType: string | undefined; contentEncoding: string | undefined }
  | { kind: 'text'; text: string; contentType: string | undefined }
  | { kind: 'raw'; raw: RawBody };

/** Head-of-request oddities, answered by the HTTP server before any route. */
export type Transport = 'none' | 'long-url' | 'long-header' | 'near-limit' | 'many-headers';

export interface GeneratedRequest {
  operation: Operation;
  method: string;
  identity: Identity;
  path: PathValue[];
  query: QueryPart[];
  headers: Record<string, string>;
  body: Body;
  transport: Transport;
}

function identityFor(security: Security): fc.Arbitrary<Identity> {
  const weights: Record<Security, [number, number, number]> = {
    none: [1, 1, 3],
    user: [6, 1, 1],
    admin: [1, 6, 1],
    either: [4, 4, 1],
  };
  const [user, admin, none] = weights[security];
  return fc.oneof(
    { weight: user, arbitrary: fc.constant<Identity>('user') },
    { weight: admin, arbitrary: fc.constant<Identity>('admin') },
    { weight: none, arbitrary: fc.constant<Identity>('none') },
    { weight: 1, arbitrary: authorization.map((value): Identity => ({ authorization: value })) },
  );
}

function queryFor(operation: Operation, context: SchemaContext): fc.Arbitrary<QueryPart[]> {
  const own = operation.query.map((parameter) =>
    fc.option(
      fc.record({
        key: fc.constant(parameter.name),
        value: parameterText(parameter.schema, context, parameter.name),
        raw: fc.boolean(),
      }),
      { nil: undefined, freq: 2 },
    ),
  );
  const names = operation.query.map((parameter) => parameter.name);
  // Keys twice (an array to the parser), bracketed, unknown, or prototype names.
  const stray = fc.array(
    fc.record({
      key: fc.oneof(
        fc.constantFrom(...names, 'x[y]', '__proto__', 'constructor', ''),
        fc.constantFrom(...names, 'q').map((name) => `${name}[0]`),
        fc.string({ maxLength: 10 }),
      ),
      value: fc.oneof(fc.string({ maxLength: 20 }), fc.constantFrom('%', '%zz', '\u0000', '1e309', '-1')),
      raw: fc.boolean(),
    }),
    { maxLength: 2 },
  );
  return fc
    .tuple(fc.tuple(...own), stray)
    .map(([parts, extra]) => [...parts.filter((part) => part !== undefined), ...extra]);
}

function headersFor(operation: Operation, context: SchemaContext): fc.Arbitrary<Record<string, string>> {
  const own = operation.headers.map((parameter) =>
    parameter.name.toLowerCase() === 'idempotency-key'
      ? idempotencyKey.map((value) => [parameter.name, value] as const)
      : fc
          .option(parameterText(parameter.schema, context, parameter.name), { nil: undefined })
          .map((value) => [parameter.name, value] as const),
  );
  return fc.tuple(...own).map((entries) =>
    Object.fromEntries(
      entries
        .filter((entry): entry is readonly [string, string] => entry[1] !== undefined)
        // Header values travel as bytes; fetch takes them as latin1 text without line breaks.
        .map(([name, value]) => [
          name,
          Buffer.from(value, 'utf8')
            .toString('latin1')
            .replace(/[\r\n\0]/g, ''),
        ]),
    ),
  );
}

/** The form an upload route takes, read from its multipart schema. */
export function formShapeOf(schema: Schema, context: SchemaContext): FormShape {
  const resolved = resolveSchema(schema, context);
  const properties = Object.entries(resolved.properties ?? {});
  const file = properties.find(([, property]) => property.format === 'binary')?.[0] ?? 'file';
  const fields = Object.fromEntries(
    properties
      .filter(([name]) => name !== file)
      .map(([name, property]) => [name, parameterText(property, context, name)]),
  );
  return {
    fields,
    required: (resolved.required ?? []).filter((name) => name !== file),
    text: fc.oneof(...Object.values(fields), fc.string({ maxLength: 20 })),
    file,
  };
}

const deepJson = fc
  .constantFrom(33, 200, 5_000, 40_000)
  .map((depth) => `${'['.repeat(depth)}${']'.repeat(depth)}`)
  .chain((array) => fc.constantFrom(array, `{"a":${array}}`));

/** A JSON body: for a route without one, deep nesting is likelier (a body nobody validates is the risk). */
function jsonBody(schema: Schema | null, context: SchemaContext): fc.Arbitrary<Body> {
  const value = schema ? bodyValue(schema, context) : fc.anything({ maxDepth: 2 });
  return fc.oneof(
    {
      weight: 12,
      arbitrary: fc.record({
        kind: fc.constant('json' as const),
        value,
        contentType: fc.oneof(
          { weight: 8, arbitrary: fc.constant('application/json') },
          { weight: 1, arbitrary: contentType },
        ),
        contentEncoding: fc.oneof(
          { weight: 20, arbitrary: fc.constant(undefined) },
          { weight: 1, arbitrary: fc.constantFrom('gzip', 'deflate', 'br', 'identity', 'x-unknown') },
        ),
      }),
    },
    {
      weight: 1,
      arbitrary: brokenJson.map((text) => ({ kind: 'text' as const, text, contentType: 'application/json' })),
    },
    {
      weight: schema ? 1 : 3,
      arbitrary: deepJson.map((text) => ({ kind: 'text' as const, text, contentType: 'application/json' })),
    },
  );
}

function bodyFor(operation: Operation, method: string, context: SchemaContext): fc.Arbitrary<Body> {
  if (method === 'GET' || method === 'HEAD') return fc.constant({ kind: 'none' as const });
  if (operation.body?.kind === 'multipart') {
    const shape = formShapeOf(operation.body.schema, context);
    return fc.oneof(
      { weight: 20, arbitrary: multipartBodyFor(shape).map((raw) => ({ kind: 'raw' as const, raw })) },
      { weight: 3, arbitrary: jsonBody(null, context) },
      { weight: 1, arbitrary: largeMultipartBodyFor(shape).map((raw) => ({ kind: 'raw' as const, raw })) },
    );
  }
  if (operation.body?.kind === 'json') return jsonBody(operation.body.schema, context);
  // No body declared: usually none, sometimes one anyway (it is parsed before routing).
  return fc.oneof(
    { weight: 3, arbitrary: fc.constant({ kind: 'none' as const }) },
    { weight: 1, arbitrary: jsonBody(null, context) },
  );
}

/** One request to one operation: mostly its own method, identity, and plausible parts. */
export function requestFor(operation: Operation, context: SchemaContext): fc.Arbitrary<GeneratedRequest> {
  const pool = nounOf(operation.path);
  const path = operation.pathParams.map((parameter) =>
    fc.record({
      value: fc.oneof(
        {
          weight: parameter.schema.enum ? 6 : 0,
          arbitrary: parameterText(parameter.schema, context, parameter.name),
        },
        { weight: 6, arbitrary: idValue(pool) },
        { weight: 1, arbitrary: unstorableText },
      ),
      raw: fc.oneof(
        { weight: 6, arbitrary: fc.constant(false) },
        { weight: 1, arbitrary: fc.constant(true) },
      ),
    }),
  );
  return fc
    .record({
      method: fc.oneof(
        { weight: 30, arbitrary: fc.constant(operation.method) },
        { weight: 1, arbitrary: fc.constantFrom('HEAD', 'OPTIONS', 'PUT', 'PATCH', 'DELETE', 'POST', 'GET') },
      ),
      identity: identityFor(operation.security),
      path: fc.tuple(...path),
      query: queryFor(operation, context),
      headers: headersFor(operation, context),
      transport: fc.oneof(
        { weight: 60, arbitrary: fc.constant<Transport>('none') },
        {
          weight: 1,
          arbitrary: fc.constantFrom<Transport>('long-url', 'long-header', 'near-limit', 'many-headers'),
        },
      ),
    })
    .chain((parts) =>
      bodyFor(operation, parts.method, context).map(
        (body): GeneratedRequest => ({ operation, ...parts, body }),
      ),
    );
}
