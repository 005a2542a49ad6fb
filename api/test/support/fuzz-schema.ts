import fc from 'fast-check';

/**
 * JSON Schema (as the OpenAPI document writes it) turned into fast-check arbitraries: values the
 * schema accepts, so requests get past validation into the services, and values just outside it
 * or nowhere near it, so the validators and everything behind them meet what clients really send.
 */

export interface Schema {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
}

/** Values a caller supplies by name (ids known once the server runs, amounts that fit, e-mails). */
export type Plausible = (name: string) => fc.Arbitrary<unknown> | undefined;

export interface SchemaContext {
  /** components.schemas of the document, for `$ref`. */
  components: Record<string, Schema>;
  plausible: Plausible;
}

export function resolveSchema(schema: Schema, context: SchemaContext): Schema {
  let current = schema;
  for (let hops = 0; current.$ref && hops < 20; hops += 1) {
    const name = current.$ref.replace('#/components/schemas/', '');
    current = context.components[name] ?? {};
  }
  return current;
}

const codeUnit = (min: number, max: number) =>
  fc.integer({ min, max }).map((unit) => String.fromCharCode(unit));

/**
 * Text PostgreSQL refuses: lone high and low surrogates and NUL, alone or among ordinary text
 * (where a high one before a low one now and then makes a well-formed pair, which must pass).
 */
export const unstorableText = fc
  .array(
    fc.oneof(
      { weight: 2, arbitrary: fc.string({ maxLength: 6 }) },
      { weight: 1, arbitrary: codeUnit(0xd800, 0xdbff) },
      { weight: 1, arbitrary: codeUnit(0xdc00, 0xdfff) },
      { weight: 1, arbitrary: fc.constant('\u0000') },
    ),
    { minLength: 1, maxLength: 6 },
  )
  .map((parts) => parts.join(''));

/** Whether a value of the schema may be free text (a string that no enum or const pins down). */
export function takesText(schema: Schema, context: SchemaContext): boolean {
  const resolved = resolveSchema(schema, context);
  if (resolved.enum || resolved.const !== undefined) return false;
  const choices = resolved.anyOf ?? resolved.oneOf;
  if (choices) return choices.some((choice) => takesText(choice, context));
  return resolved.type === 'string' || (Array.isArray(resolved.type) && resolved.type.includes('string'));
}

/** Text that breaks naive code: NUL, lone surrogates, direction overrides, markup, SQL, width. */
export const awkwardText = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\uD800',
    'x\uDC00y',
    '\uDBFF\uDFFF',
    '\u202Eevil\u202C',
    '\u200F\u05E9\u05DC\u05D5\u05DD',
    '\u200B',
    '\uFEFF',
    'e\u0301\u0301\u0301',
    '𝕏'.repeat(50),
    '💸'.repeat(300),
    '<script>alert(1)</script>',
    "'; DROP TABLE profiles; --",
    '%s%n%x',
    '../../etc/passwd',
    'null',
    'NaN',
    '-0',
    '1e309',
  ),
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.string({ unit: 'grapheme', maxLength: 100 }),
  fc.constantFrom(5_000, 20_000, 60_000).map((length) => 'x'.repeat(length)),
  unstorableText,
);

/** A value that is not of the schema's type at all. */
export const wrongType = fc.oneof(
  fc.constantFrom(null, true, false, 0, -1, 1.5, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, '', '0'),
  fc.constant([]),
  fc.constant({}),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }), { maxKeys: 3 }),
  // An own `__proto__` key, as JSON.parse makes one (an object literal would set the prototype).
  fc.constant(JSON.parse('{"__proto__":{"polluted":true}}')),
);

/** Arrays nested `depth` deep: 20 is read and refused by the schema, 40 is refused before. */
export const nestedValue = fc
  .constantFrom(20, 32, 33, 40)
  .map((depth) => JSON.parse(`${'['.repeat(depth)}1${']'.repeat(depth)}`) as unknown);

function stringValue(schema: Schema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? 40, minLength + 40);
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.format === 'date-time')
    return fc.date({ noInvalidDate: true }).map((date) => date.toISOString());
  if (schema.format === 'binary') return fc.string({ maxLength: 20 });
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern)).filter((text) => text.length <= 200);
    } catch {
      // A pattern fast-check cannot generate from: plain text then.
    }
  }
  return fc.string({ minLength, maxLength });
}

function numberValue(schema: Schema, integer: boolean): fc.Arbitrary<number> {
  const min =
    schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : -1_000);
  const max =
    schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : 1_000_000);
  if (integer) return fc.integer({ min: Math.ceil(min), max: Math.floor(Math.max(min, max)) });
  return fc.double({ min, max: Math.max(min, max), noNaN: true, noDefaultInfinity: true });
}

function ofType(type: string, schema: Schema, context: SchemaContext, depth: number): fc.Arbitrary<unknown> {
  switch (type) {
    case 'string':
      return stringValue(schema);
    case 'integer':
      return numberValue(schema, true);
    case 'number':
      return numberValue(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(validValue(schema.items ?? {}, context, depth + 1), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 4, (schema.minItems ?? 0) + 4),
      });
    default:
      return objectValue(schema, context, depth);
  }
}

function objectValue(schema: Schema, context: SchemaContext, depth: number): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  const record = Object.fromEntries(
    Object.entries(properties).map(([name, property]) => [name, fieldValue(name, property, context, depth)]),
  );
  return fc.record(record, { requiredKeys: (schema.required ?? []).filter((name) => name in properties) });
}

/** A property's value: what a client would plausibly send, what the schema allows, or not. */
export function fieldValue(name: string, schema: Schema, context: SchemaContext, depth: number) {
  const plausible = context.plausible(name);
  // A text field also gets text the database refuses while the rest of the body is sound, so
  // that it travels as far as it can (a staff note reached an audit insert that way).
  const unstorable = { weight: takesText(schema, context) ? 1 : 0, arbitrary: unstorableText };
  // Mostly what a client would send, so that whole bodies often pass and reach the services.
  if (plausible)
    return fc.oneof(
      { weight: 10, arbitrary: plausible },
      { weight: 2, arbitrary: validValue(schema, context, depth + 1) },
      { weight: 1, arbitrary: awkwardValue(schema, context) },
      unstorable,
    );
  return fc.oneof(
    { weight: 6, arbitrary: validValue(schema, context, depth + 1) },
    { weight: 1, arbitrary: awkwardValue(schema, context) },
    unstorable,
  );
}

/** A value the schema accepts (as far as the generator can tell: patterns and formats included). */
export function validValue(schema: Schema, context: SchemaContext, depth = 0): fc.Arbitrary<unknown> {
  const resolved = resolveSchema(schema, context);
  if (depth > 6) return fc.constant(null);
  if (resolved.const !== undefined) return fc.constant(resolved.const);
  if (resolved.enum) return fc.constantFrom(...resolved.enum);
  const choices = resolved.anyOf ?? resolved.oneOf;
  if (choices) return fc.oneof(...choices.map((choice) => validValue(choice, context, depth + 1)));
  if (resolved.allOf) {
    const merged = resolved.allOf.map((part) => resolveSchema(part, context));
    return validValue(
      Object.assign({}, ...merged, {
        properties: Object.assign({}, ...merged.map((part) => part.properties)),
      }),
      context,
      depth + 1,
    );
  }
  const types = Array.isArray(resolved.type) ? resolved.type : [resolved.type ?? 'object'];
  return fc.oneof(...types.map((type) => ofType(type, resolved, context, depth)));
}

/** Just outside the schema: lengths and bounds off by one, enum spellings, or a whole other type. */
export function awkwardValue(schema: Schema, context: SchemaContext): fc.Arbitrary<unknown> {
  const resolved = resolveSchema(schema, context);
  const edges: unknown[] = [];
  if (resolved.maxLength !== undefined)
    edges.push('m'.repeat(resolved.maxLength), 'm'.repeat(resolved.maxLength + 1));
  if (resolved.minLength !== undefined && resolved.minLength > 0)
    edges.push('m'.repeat(resolved.minLength - 1));
  for (const bound of [
    resolved.minimum,
    resolved.maximum,
    resolved.exclusiveMinimum,
    resolved.exclusiveMaximum,
  ]) {
    if (bound !== undefined) edges.push(bound - 1, bound, bound + 1, bound + 0.5, String(bound));
  }
  for (const value of resolved.enum ?? []) {
    if (typeof value === 'string') edges.push(value.toUpperCase(), ` ${value}`, `${value}\u0000`);
  }
  return fc.oneof(
    {
      weight: edges.length > 0 ? 3 : 0,
      arbitrary: edges.length > 0 ? fc.constantFrom(...edges) : fc.constant(null),
    },
    { weight: 3, arbitrary: awkwardText },
    { weight: 2, arbitrary: wrongType },
    { weight: 1, arbitrary: nestedValue },
  );
}

/** The name of a field no schema declares: now and then one the database could not store. */
const extraKey = fc.oneof(
  { weight: 4, arbitrary: fc.string({ maxLength: 12 }) },
  { weight: 1, arbitrary: unstorableText },
);

/**
 * A JSON body for the schema: mostly a valid one with its fields plausible, valid or awkward,
 * sometimes with a required field missing or an unknown one added, sometimes anything at all.
 */
export function bodyValue(schema: Schema, context: SchemaContext): fc.Arbitrary<unknown> {
  const resolved = resolveSchema(schema, context);
  const names = Object.keys(resolved.properties ?? {});
  const valid = validValue(resolved, context);
  return fc.oneof(
    { weight: 10, arbitrary: valid },
    {
      weight: 2,
      arbitrary: fc
        .tuple(valid, fc.dictionary(extraKey, awkwardText, { minKeys: 1, maxKeys: 3 }))
        .map(([value, extra]) => (isObject(value) ? { ...value, ...extra } : value)),
    },
    {
      weight: names.length > 0 ? 2 : 0,
      arbitrary: fc
        .tuple(valid, fc.constantFrom(...(names.length > 0 ? names : ['x'])))
        .map(([value, name]) => (isObject(value) ? withoutKey(value, name) : value)),
    },
    { weight: 1, arbitrary: fc.anything({ maxDepth: 3 }) },
    { weight: 1, arbitrary: nestedValue },
  );
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function withoutKey(value: Record<string, unknown>, name: string): Record<string, unknown> {
  const { [name]: _dropped, ...rest } = value;
  return rest;
}

/** A query or path value as text: the schema's own values, stringified, or awkward text. */
export function parameterText(schema: Schema, context: SchemaContext, name: string): fc.Arbitrary<string> {
  const text = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));
  const plausible = context.plausible(name);
  return fc.oneof(
    { weight: plausible ? 4 : 0, arbitrary: (plausible ?? fc.constant('')).map(text) },
    { weight: 6, arbitrary: validValue(schema, context).map(text) },
    { weight: 3, arbitrary: awkwardValue(schema, context).map(text) },
    { weight: takesText(schema, context) ? 1 : 0, arbitrary: unstorableText },
  );
}
