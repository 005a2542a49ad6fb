import fc from 'fast-check';

/** Values of every JSON type, including the awkward ones (huge, nested, unicode, numbers as strings). */
export const jsonValue = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 300 }),
  fc.string({ maxLength: 5000 }),
  fc.integer(),
  fc.double({ noNaN: false }).map((value) => (Number.isFinite(value) ? value : 0)),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom(
    '',
    ' ',
    '0',
    '-1',
    '1e309',
    'NaN',
    '<script>',
    "'; DROP TABLE profiles; --",
    '\u0000',
    'T'.repeat(34),
  ),
  fc.array(fc.string(), { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 10 }), fc.string({ maxLength: 20 }), { maxKeys: 4 }),
);

/** Plausible values per field name, so near-valid bodies get past the schema into the service. */
const plausible: Record<string, fc.Arbitrary<unknown>> = {
  email: fc.constantFrom('fuzz@example.test', 'FUZZ@example.test', 'admin@tradesim.test'),
  password: fc.constantFrom('secret123', 'password-123', 'x'.repeat(128)),
  currentPassword: fc.constantFrom('secret123', 'password-123'),
  newPassword: fc.constantFrom('secret456', 'y'.repeat(129)),
  firstName: fc.constantFrom('Fu', 'Zé', '名'),
  lastName: fc.constantFrom('Zz', "O'Neil"),
  refreshToken: fc.string({ minLength: 1, maxLength: 80 }),
  token: fc.string({ minLength: 1, maxLength: 80 }),
  scope: fc.constantFrom('local', 'global', 'others', 'LOCAL'),
};

/**
 * Bodies for a route: its own fields each either plausible or awkward (so many requests reach
 * the service), arbitrary JSON, and objects with unknown keys.
 */
export function bodyFor(keys: readonly string[]) {
  const field = (key: string) => fc.oneof(plausible[key] ?? jsonValue, jsonValue);
  return fc.oneof(
    fc.record(Object.fromEntries(keys.map((key) => [key, field(key)])), { requiredKeys: [] }),
    fc.record(Object.fromEntries(keys.map((key) => [key, plausible[key] ?? jsonValue]))),
    fc.anything({ maxDepth: 4 }),
    fc.dictionary(fc.string(), jsonValue, { maxKeys: 6 }),
  );
}

/** Text that claims to be JSON and mostly is not. */
export const brokenJson = fc.oneof(
  fc.string({ maxLength: 200 }),
  fc.constantFrom(
    '{',
    '{"email":',
    '[',
    'null',
    'true',
    '1',
    '"x"',
    '{"a":1}}',
    '\uFEFF{}',
    '{"__proto__":{"x":1}}',
    '{"constructor":{"prototype":{}}}',
  ),
);

/** Authorization headers from none through garbage to well-formed but forged. */
export const authorization = fc.oneof(
  fc.constant(undefined),
  fc.string({ maxLength: 100 }).map((text) => text.replace(/[^\x20-\x7e]/g, '')),
  fc.string({ minLength: 1, maxLength: 100 }).map((text) => `Bearer ${encodeURIComponent(text)}`),
  fc.string({ minLength: 1, maxLength: 60 }).map((text) => `Bearer tsa_${encodeURIComponent(text)}`),
  fc.constantFrom(
    'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4Iiwic2lkIjoieCIsInR5cCI6ImFjY2VzcyJ9.',
    'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIwMDAwMDAwMC0wMDAwLTQwMDAtODAwMC0wMDAwMDAwMDAwMDAiLCJzaWQiOiJub3QtYS11dWlkIiwidHlwIjoiYWNjZXNzIn0.c2ln',
    'Basic YWRtaW46YWRtaW4=',
    'Bearer',
  ),
);

export const contentType = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=utf-16',
  'application/json; charset=latin-9000',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  undefined,
);
