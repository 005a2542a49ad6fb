import { encodeTrc20Address } from '@tradesim/core';
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
    '\uD800',
    'a\uDC00b',
    '\u0000\uDBFF',
    'T'.repeat(34),
  ),
  fc.array(fc.string(), { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 10 }), fc.string({ maxLength: 20 }), { maxKeys: 4 }),
);

/** Plausible values per field name, so near-valid bodies get past the schema into the service. */
export const plausible: Record<string, fc.Arbitrary<unknown>> = {
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

// ---------------------------------------------------------------------------------------------
// Money routes (fuzz-money.test.ts): amounts, addresses, ticket texts, idempotency keys,
// paging cursors and multipart deposit forms.

/** A TRC20 address the checksum accepts, from 20 account bytes. */
export const trc20Address = fc
  .uint8Array({ minLength: 20, maxLength: 20 })
  .map((bytes) => encodeTrc20Address(bytes));

/** Amounts near and past every edge of the money input: decimals, signs, exponents, whitespace. */
export const moneyAmount: fc.Arbitrary<unknown> = fc.oneof(
  // Amounts every money route takes (10 to 5,000 with cents), so many requests reach the services.
  {
    weight: 5,
    arbitrary: fc.oneof(
      fc.integer({ min: 10, max: 500 }),
      fc.integer({ min: 1_000, max: 500_000 }).map((cents) => (cents / 100).toFixed(2)),
    ),
  },
  fc.constantFrom(
    '10',
    '10.00',
    '10.005',
    '9.99',
    '10000',
    '10000.01',
    '-1',
    '0',
    '0.00',
    '-0',
    '1e3',
    'NaN',
    'Infinity',
    '0x10',
    ' 10 ',
    '\t25\n',
    '+10',
    '10.',
    '.5',
    '1,000',
    '１０',
    '٣٠',
    '999999999999999.99',
    '9999999999999999',
    '00000000000010',
    '',
  ),
  fc.constantFrom(1e308, -1e308, 10, 10.5, 0.1 + 0.2, -0, 5e-324, Number.MAX_SAFE_INTEGER, 50, 100.01),
  fc.integer({ min: -100, max: 20_000 }).map(String),
  fc.integer({ min: 1, max: 2_000_000 }).map((cents) => (cents / 100).toFixed(2)),
);

/** Valid-looking addresses and the near misses a user pastes: wrong length, case, unicode, spaces. */
export const walletAddressValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 12, arbitrary: trc20Address },
  trc20Address.map((address) => ` ${address}\n`),
  trc20Address.map((address) => address.slice(0, -1)),
  trc20Address.map((address) => `${address}1`),
  trc20Address.map((address) => address.toLowerCase()),
  trc20Address.map((address) => `${address.slice(0, 10)}\u200b${address.slice(10)}`),
  trc20Address.map((address) => address.replace(/[a-z]/, 'O')),
  fc.constantFrom(
    'T'.repeat(34),
    'T'.repeat(101),
    '0x0000000000000000000000000000000000000000',
    'Тxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx',
    '𝐓𝐑𝐗𝐏𝐱𝐱𝐱𝐱𝐱𝐱𝐱𝐱𝐱𝐱𝐱𝐱𝐱𝐱𝐱𝐱𝐱𝐱𝐱𝐱𝐱𝐱𝐱𝐱𝐱𝐱𝐱𝐱𝐱𝐱',
    '   ',
    '',
    'T\u0000aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa',
  ),
  fc.string({ minLength: 30, maxLength: 40 }).map((text) => `T${text}`),
);

/** Ticket and chat texts: blank, at and over the limits, NUL, mixed scripts, markup. */
export const ticketText: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: fc.lorem({ maxCount: 12 }) },
  fc.string({ maxLength: 60 }),
  fc.constantFrom(
    'Where is my deposit?',
    '   ',
    '',
    'x'.repeat(200),
    'x'.repeat(201),
    'y'.repeat(1000),
    'y'.repeat(1001),
    ` ${'z'.repeat(1000)} `,
    'a\u0000b',
    '💸'.repeat(600),
    '\u202eusdt',
    '<img src=x onerror=alert(1)>',
  ),
);

export const hexString = (minLength: number, maxLength: number) =>
  fc.string({ unit: fc.constantFrom(...'0123456789abcdef'), minLength, maxLength });

/** Plausible values of the money routes' body fields, for bodyFrom. */
export const moneyFields: Record<string, fc.Arbitrary<unknown>> = {
  amount: moneyAmount,
  walletAddress: walletAddressValue,
  transactionHash: fc.oneof(
    hexString(64, 64),
    fc.constantFrom('', '  ', 'h'.repeat(200), 'h'.repeat(201), 'a\u0000b'),
  ),
  message: ticketText,
  subject: ticketText,
  description: ticketText,
  category: fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom('general', 'technical', 'billing', 'trading', 'security') },
    fc.constantFrom('GENERAL', 'other', '', ' general'),
  ),
  priority: fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom('low', 'medium', 'high', 'urgent') },
    fc.constantFrom('URGENT', 'critical', '', 'low\u0000'),
  ),
};

/** bodyFor with the plausible values given (ids known only once the server runs, say). */
export function bodyFrom(keys: readonly string[], plausibleValues: Record<string, fc.Arbitrary<unknown>>) {
  const field = (key: string) => fc.oneof(plausibleValues[key] ?? jsonValue, jsonValue);
  return fc.oneof(
    {
      weight: 3,
      arbitrary: fc.record(Object.fromEntries(keys.map((key) => [key, field(key)])), { requiredKeys: [] }),
    },
    {
      weight: 5,
      arbitrary: fc.record(Object.fromEntries(keys.map((key) => [key, plausibleValues[key] ?? jsonValue]))),
    },
    { weight: 1, arbitrary: fc.anything({ maxDepth: 3 }) },
    { weight: 1, arbitrary: fc.dictionary(fc.string(), jsonValue, { maxKeys: 6 }) },
  );
}

/**
 * Idempotency-Key values: none (mostly), the bounds (0, 255, 256 chars), UTF-8 bytes, and a small
 * pool reused across requests so replays and IDEMPOTENCY_KEY_REUSED are exercised too. Header
 * values travel as bytes, so unicode is sent as its UTF-8 bytes (a latin1 string for fetch).
 */
export const idempotencyKey: fc.Arbitrary<string | undefined> = fc.oneof(
  { weight: 6, arbitrary: fc.constant(undefined) },
  { weight: 3, arbitrary: fc.constantFrom('fuzz-key-1', 'fuzz-key-2', 'fuzz-key-3', 'fuzz-key-4') },
  { weight: 1, arbitrary: fc.uuid() },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      '',
      ' ',
      'k'.repeat(255),
      'k'.repeat(256),
      'k'.repeat(4000),
      Buffer.from('ключ-🔑-鍵', 'utf8').toString('latin1'),
      "'; DROP TABLE idempotency_keys; --",
    ),
  },
  {
    weight: 1,
    arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 40 }).map((text) =>
      Buffer.from(text, 'utf8')
        .toString('latin1')
        .replace(/[\r\n\0]/g, ''),
    ),
  },
);

/** How an id is bent before it is sent: as it is, or nearly right in the ways a client gets it wrong. */
export type IdBend =
  | 'none'
  | 'upper'
  | 'no-dashes'
  | 'braces'
  | 'padded'
  | 'truncated'
  | 'doubled'
  | 'flipped';

export function bendId(id: string, bend: IdBend): string {
  switch (bend) {
    case 'none':
      return id;
    case 'upper':
      return id.toUpperCase();
    case 'no-dashes':
      return id.replaceAll('-', '');
    case 'braces':
      return `{${id}}`;
    case 'padded':
      return ` ${id} `;
    case 'truncated':
      return id.slice(0, -1);
    case 'doubled':
      return `${id}${id}`;
    case 'flipped':
      return `${id.slice(0, 5)}${id[5] === 'a' ? 'b' : 'a'}${id.slice(6)}`;
  }
}

export const idBends = fc.constantFrom<IdBend>(
  'upper',
  'no-dashes',
  'braces',
  'padded',
  'truncated',
  'doubled',
  'flipped',
);

const uuidPattern = '[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}';

/**
 * Paging cursors a client could make up: random base64, base64url of JSON of the wrong shape,
 * the right shape with impossible or extreme times, huge numbers, over-long text.
 */
export const garbageCursor: fc.Arbitrary<string> = fc.oneof(
  fc.base64String({ maxLength: 80 }),
  fc.string({ maxLength: 60 }),
  fc
    .oneof(
      fc.anything({ maxDepth: 2 }),
      fc.tuple(fc.string(), fc.uuid()),
      fc.tuple(
        fc.constantFrom(
          '2026-01-01T00:00:00.000000Z',
          '9999-12-31T23:59:59.999999Z',
          '1000-01-01T00:00:00.000000Z',
          '2026-02-30T00:00:00.000000Z',
          '2026-13-01T00:00:00.000000Z',
          '2026-01-01T24:00:00.000000Z',
          '0000-01-01T00:00:00.000000Z',
          '2026-01-01T00:00:00.000Z',
          '2026-01-01T00:00:00.0000000000Z',
        ),
        fc.oneof(fc.uuid(), fc.constantFrom('x', '', uuidPattern, '00000000-0000-0000-0000-000000000000')),
      ),
      fc.tuple(fc.double(), fc.integer()),
      fc.constant([1e308, -1e308]),
      fc.constant(['2026-01-01T00:00:00.000000Z']),
    )
    .map((value) => Buffer.from(JSON.stringify(value) ?? 'null').toString('base64url')),
  fc.constantFrom(
    '',
    '=',
    '====',
    '9'.repeat(400),
    '-1',
    '1e309',
    'null',
    '%00',
    'a'.repeat(501),
    Buffer.from('\u0000\u0000').toString('base64'),
  ),
);
