import type { Schema } from './fuzz-schema.js';

/** The operations of the OpenAPI document the server serves, read into what the fuzz needs. */

export type Security = 'none' | 'user' | 'admin' | 'either';

export interface Parameter {
  name: string;
  schema: Schema;
  required: boolean;
}

export interface Operation {
  method: string;
  /** The document's path, e.g. `/api/admin/users/{id}`. */
  path: string;
  security: Security;
  pathParams: Parameter[];
  query: Parameter[];
  headers: Parameter[];
  body: { kind: 'json'; schema: Schema } | { kind: 'multipart'; schema: Schema } | null;
}

// biome-ignore lint/suspicious/noExplicitAny: the document is walked as the JSON it is.
type Json = any;

function securityOf(operation: Json): Security {
  const schemes = new Set((operation.security ?? []).flatMap((entry: object) => Object.keys(entry)));
  if (schemes.has('userToken') && schemes.has('adminToken')) return 'either';
  if (schemes.has('adminToken')) return 'admin';
  if (schemes.has('userToken')) return 'user';
  return 'none';
}

/** Every operation of the document. */
export function operationsOf(document: Json): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries<Json>(document.paths)) {
    for (const [method, operation] of Object.entries<Json>(item)) {
      const parameters = (operation.parameters ?? []).map((parameter: Json) => ({
        in: parameter.in as string,
        name: parameter.name as string,
        schema: (parameter.schema ?? {}) as Schema,
        required: parameter.required === true,
      }));
      const of = (place: string): Parameter[] =>
        parameters
          .filter((parameter: { in: string }) => parameter.in === place)
          .map(({ name, schema, required }: Parameter) => ({ name, schema, required }));
      const content = operation.requestBody?.content ?? {};
      const body = content['application/json']
        ? { kind: 'json' as const, schema: content['application/json'].schema as Schema }
        : content['multipart/form-data']
          ? { kind: 'multipart' as const, schema: content['multipart/form-data'].schema as Schema }
          : null;
      operations.push({
        method: method.toUpperCase(),
        path,
        security: securityOf(operation),
        pathParams: of('path'),
        query: of('query'),
        headers: of('header'),
        body,
      });
    }
  }
  return operations;
}
