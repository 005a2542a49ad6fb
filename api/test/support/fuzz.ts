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

const hexString = (minLength: number, maxLength: number) =>
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

// The smallest byte strings the content sniffer takes for each image type, and some that are not.
const imageBytes = {
  png: Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]),
  jpeg: Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70]),
  gif: new TextEncoder().encode('GIF89a\x01\x00\x01\x00'),
  webp: new TextEncoder().encode('RIFF\x1a\x00\x00\x00WEBPVP8 '),
};

export const proofBytes: fc.Arbitrary<Uint8Array> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.constantFrom(imageBytes.png, imageBytes.jpeg, imageBytes.gif, imageBytes.webp),
  },
  fc
    .constantFrom(imageBytes.png, imageBytes.jpeg)
    .chain((head) => fc.uint8Array({ maxLength: 300 }).map((tail) => Uint8Array.from([...head, ...tail]))),
  fc.uint8Array({ maxLength: 300 }),
  fc.constantFrom(
    new Uint8Array(0),
    new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    new TextEncoder().encode('%PDF-1.7\n'),
    new TextEncoder().encode('{"amount":"10"}'),
    imageBytes.png.slice(0, 4),
  ),
);

interface FormPart {
  name: string;
  value: Uint8Array | string;
  filename?: string;
  type?: string;
}

const formFieldName = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom('amount', 'transactionHash') },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      'amount[]',
      'amount[x]',
      'amount[0][1]',
      'x[1000000000]',
      '__proto__',
      '__proto__[polluted]',
      'constructor[prototype][polluted]',
      'hasOwnProperty',
      '',
      'a'.repeat(101),
      'a'.repeat(20_000),
      'nom-été',
    ),
  },
  { weight: 1, arbitrary: fc.string({ maxLength: 30 }).map((text) => text.replace(/["\r\n]/g, '')) },
);

const formPart: fc.Arbitrary<FormPart> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      name: formFieldName,
      value: fc.oneof(
        moneyAmount.map((value) => String(value)),
        fc.string({ maxLength: 60 }),
        fc.constantFrom('v'.repeat(10_001), 'a\u0000b'),
      ),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record(
      {
        name: fc.oneof(
          { weight: 3, arbitrary: fc.constant('proof') },
          {
            weight: 1,
            arbitrary: fc.constantFrom('file', 'Proof', 'proof[]', 'proof ', 'image', 'amount', ''),
          },
        ),
        value: proofBytes,
        filename: fc.constantFrom(
          'proof.png',
          '',
          '../../etc/passwd',
          'proof.svg',
          'é🙂.jpg',
          `${'n'.repeat(5000)}.png`,
          'a"b.png',
        ),
        type: fc.constantFrom(
          'image/png',
          'image/jpeg',
          'application/octet-stream',
          'image/svg+xml',
          'text/html',
          '',
          '*/*',
          'image/png; charset=utf-16',
        ),
      },
      { requiredKeys: ['name', 'value', 'filename'] },
    ),
  },
);

function encodeForm(parts: readonly FormPart[], boundary: string, newline: string, closed: boolean) {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const filename = part.filename === undefined ? '' : `; filename="${part.filename}"`;
    const type = part.type === undefined ? '' : `Content-Type: ${part.type}${newline}`;
    chunks.push(
      Buffer.from(
        `--${boundary}${newline}Content-Disposition: form-data; name="${part.name}"${filename}${newline}${type}${newline}`,
      ),
      Buffer.from(part.value),
      Buffer.from(newline),
    );
  }
  if (closed) chunks.push(Buffer.from(`--${boundary}--${newline}`));
  return Buffer.concat(chunks);
}

/** A raw request body with the Content-Type header that goes with it. */
export interface RawBody {
  contentType: string | undefined;
  body: Uint8Array;
  /** What the generator meant to send, for failure messages. */
  note: string;
}

const validForm = fc.record({
  amount: moneyAmount.map((value) => String(value)),
  transactionHash: fc.option(hexString(1, 64), { nil: undefined }),
  proof: proofBytes,
});

/**
 * Deposit forms, most of them broken: wrong, missing or over-long boundaries, truncated bodies,
 * LF line ends, unclosed forms, huge or odd field names, a file under another field name, two
 * files, too many fields, over-long values, non-image bytes, JSON or plain text instead.
 */
export const multipartBody: fc.Arbitrary<RawBody> = fc.oneof(
  // Well-formed forms with plausible (or not) values: these reach the deposit service.
  {
    weight: 5,
    arbitrary: validForm.map(({ amount, transactionHash, proof }) => {
      const parts: FormPart[] = [{ name: 'amount', value: amount }];
      if (transactionHash !== undefined) parts.push({ name: 'transactionHash', value: transactionHash });
      parts.push({ name: 'proof', value: proof, filename: 'proof.png', type: 'image/png' });
      return {
        contentType: 'multipart/form-data; boundary=fuzzboundary',
        body: encodeForm(parts, 'fuzzboundary', '\r\n', true),
        note: 'well-formed form',
      };
    }),
  },
  // Arbitrary parts, then a transport-level defect.
  {
    weight: 6,
    arbitrary: fc
      .record({
        parts: fc.array(formPart, { maxLength: 5 }),
        defect: fc.constantFrom(
          'none',
          'wrong-boundary',
          'no-boundary',
          'empty-boundary',
          'long-boundary',
          'quoted-boundary',
          'truncated',
          'unclosed',
          'lf',
          'no-multipart-type',
          'preamble',
        ),
        cut: fc.double({ min: 0, max: 1, noNaN: true }),
      })
      .map(({ parts, defect, cut }): RawBody => {
        const boundary = defect === 'long-boundary' ? 'b'.repeat(200) : 'fuzzboundary';
        let body = encodeForm(parts, boundary, defect === 'lf' ? '\n' : '\r\n', defect !== 'unclosed');
        if (defect === 'truncated') body = body.subarray(0, Math.floor(body.length * cut));
        if (defect === 'preamble') body = Buffer.concat([Buffer.from('preamble junk\r\n'), body]);
        const contentType = {
          'wrong-boundary': 'multipart/form-data; boundary=otherboundary',
          'no-boundary': 'multipart/form-data',
          'empty-boundary': 'multipart/form-data; boundary=',
          'quoted-boundary': `multipart/form-data; boundary="${boundary}"`,
          'no-multipart-type': 'text/plain',
        }[defect as string];
        return {
          contentType: contentType ?? `multipart/form-data; boundary=${boundary}`,
          body,
          note: `parts ${parts.map((part) => JSON.stringify(part.name.slice(0, 40))).join(',')}; ${defect}`,
        };
      }),
  },
  // Limits: two files, too many fields, a part without Content-Disposition, garbage part headers.
  {
    weight: 2,
    arbitrary: fc
      .tuple(
        fc.constantFrom('two-files', 'many-fields', 'no-disposition', 'bad-part-header', 'empty-body'),
        validForm,
      )
      .map(([kind, form]): RawBody => {
        const contentType = 'multipart/form-data; boundary=fuzzboundary';
        const file = { name: 'proof', value: form.proof, filename: 'p.png', type: 'image/png' };
        if (kind === 'two-files') {
          const body = encodeForm(
            [{ name: 'amount', value: form.amount }, file, file],
            'fuzzboundary',
            '\r\n',
            true,
          );
          return { contentType, body, note: kind };
        }
        if (kind === 'many-fields') {
          const fields = Array.from({ length: 25 }, (_, i) => ({ name: `f${i}`, value: 'x' }));
          const body = encodeForm(
            [{ name: 'amount', value: form.amount }, ...fields, file],
            'fuzzboundary',
            '\r\n',
            true,
          );
          return { contentType, body, note: kind };
        }
        if (kind === 'no-disposition') {
          const body = Buffer.from(
            '--fuzzboundary\r\nContent-Type: text/plain\r\n\r\n10\r\n--fuzzboundary--\r\n',
          );
          return { contentType, body, note: kind };
        }
        if (kind === 'bad-part-header') {
          const body = Buffer.from(
            `--fuzzboundary\r\nContent-Disposition: form-data; name=amount; filename*=UTF-8''%E0%A4%A\r\n${'X-Junk: y\r\n'.repeat(3)}no colon here\r\n\r\n10\r\n--fuzzboundary--\r\n`,
          );
          return { contentType, body, note: kind };
        }
        return { contentType, body: new Uint8Array(0), note: kind };
      }),
  },
  // Not a form at all.
  {
    weight: 1,
    arbitrary: fc.oneof(
      bodyFor(['amount', 'transactionHash', 'proof']).map((value) => ({
        contentType: 'application/json',
        body: Buffer.from(JSON.stringify(value) ?? 'null'),
        note: 'JSON instead of a form',
      })),
      brokenJson.map((text) => ({
        contentType: undefined,
        body: Buffer.from(text),
        note: 'no content type',
      })),
      fc.uint8Array({ maxLength: 200 }).map((bytes) => ({
        contentType: 'application/octet-stream',
        body: bytes,
        note: 'raw bytes',
      })),
    ),
  },
);

/**
 * A deliberately large deposit form: a proof just over the 5 MB limit (413), or the whole body
 * padded with a huge field value. Few of these, they are slow.
 */
export const largeMultipartBody: fc.Arbitrary<RawBody> = fc
  .constantFrom('file-over-limit', 'field-over-limit')
  .map((kind) => {
    const size = 5 * 1024 * 1024 + 1;
    const bytes = new Uint8Array(size);
    bytes.set(imageBytes.png);
    const parts: FormPart[] =
      kind === 'file-over-limit'
        ? [
            { name: 'amount', value: '10' },
            { name: 'proof', value: bytes, filename: 'big.png', type: 'image/png' },
          ]
        : [{ name: 'amount', value: Buffer.alloc(size, '1').toString() }];
    return {
      contentType: 'multipart/form-data; boundary=fuzzboundary',
      body: encodeForm(parts, 'fuzzboundary', '\r\n', true),
      note: kind,
    };
  });
