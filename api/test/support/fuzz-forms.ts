import fc from 'fast-check';
import { bodyFor, brokenJson, hexString, moneyAmount } from './fuzz.js';

/**
 * Multipart forms for the upload routes (a deposit's proof, the payment QR code): well-formed
 * ones that reach the services, and the many ways a form arrives broken.
 */

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

/** A multipart form a route takes: its text fields, in order, and its one file field. */
export interface FormShape {
  /** Plausible values per text field; the fields not in `required` are left out now and then. */
  fields: Record<string, fc.Arbitrary<string>>;
  required: readonly string[];
  /** Any text field's value when parts are made up (names and values shuffled). */
  text: fc.Arbitrary<string>;
  file: string;
}

function formFieldName(shape: FormShape) {
  const names = Object.keys(shape.fields);
  const first = names[0] ?? shape.file;
  return fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...(names.length > 0 ? names : [first])) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        `${first}[]`,
        `${first}[x]`,
        `${first}[0][1]`,
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
}

function formPart(shape: FormShape): fc.Arbitrary<FormPart> {
  const { file } = shape;
  const capitalised = `${file.slice(0, 1).toUpperCase()}${file.slice(1)}`;
  return fc.oneof(
    {
      weight: 4,
      arbitrary: fc.record({
        name: formFieldName(shape),
        value: fc.oneof(
          shape.text,
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
            { weight: 3, arbitrary: fc.constant(file) },
            {
              weight: 1,
              arbitrary: fc.constantFrom(
                'file',
                capitalised,
                `${file}[]`,
                `${file} `,
                'image',
                Object.keys(shape.fields)[0] ?? 'amount',
                '',
              ),
            },
          ),
          value: proofBytes,
          filename: fc.constantFrom(
            `${file}.png`,
            '',
            '../../etc/passwd',
            `${file}.svg`,
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
}

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

/** A well-formed form's values: each text field (optional ones now and then left out), the file. */
function validForm(shape: FormShape): fc.Arbitrary<{ text: [string, string][]; bytes: Uint8Array }> {
  const entries = Object.entries(shape.fields).map(([name, value]) =>
    shape.required.includes(name) ? value : fc.option(value, { nil: undefined }),
  );
  return fc.tuple(fc.tuple(...entries), proofBytes).map(([values, bytes]) => ({
    text: Object.keys(shape.fields)
      .map((name, i): [string, string | undefined] => [name, values[i]])
      .filter((entry): entry is [string, string] => entry[1] !== undefined),
    bytes,
  }));
}

/**
 * Forms of this shape, most of them broken: wrong, missing or over-long boundaries, truncated
 * bodies, LF line ends, unclosed forms, huge or odd field names, a file under another field
 * name, two files, too many fields, over-long values, non-image bytes, JSON or plain text instead.
 */
export function multipartBodyFor(shape: FormShape): fc.Arbitrary<RawBody> {
  const first = Object.keys(shape.fields)[0] ?? 'x';
  const firstPart = (form: { text: [string, string][] }): FormPart[] =>
    form.text[0]?.[0] === first ? [{ name: first, value: form.text[0][1] }] : [];
  return fc.oneof(
    // Well-formed forms with plausible (or not) values: these reach the service.
    {
      weight: 5,
      arbitrary: validForm(shape).map(({ text, bytes }) => {
        const parts: FormPart[] = text.map(([name, value]) => ({ name, value }));
        parts.push({ name: shape.file, value: bytes, filename: `${shape.file}.png`, type: 'image/png' });
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
          parts: fc.array(formPart(shape), { maxLength: 5 }),
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
          validForm(shape),
        )
        .map(([kind, form]): RawBody => {
          const contentType = 'multipart/form-data; boundary=fuzzboundary';
          const file = { name: shape.file, value: form.bytes, filename: 'p.png', type: 'image/png' };
          if (kind === 'two-files') {
            const body = encodeForm([...firstPart(form), file, file], 'fuzzboundary', '\r\n', true);
            return { contentType, body, note: kind };
          }
          if (kind === 'many-fields') {
            const fields = Array.from({ length: 25 }, (_, i) => ({ name: `f${i}`, value: 'x' }));
            const body = encodeForm([...firstPart(form), ...fields, file], 'fuzzboundary', '\r\n', true);
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
              `--fuzzboundary\r\nContent-Disposition: form-data; name=${first}; filename*=UTF-8''%E0%A4%A\r\n${'X-Junk: y\r\n'.repeat(3)}no colon here\r\n\r\n10\r\n--fuzzboundary--\r\n`,
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
        bodyFor([...Object.keys(shape.fields), shape.file]).map((value) => ({
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
}

/**
 * A deliberately large form: a file just over the 5 MB limit (413), or the whole body padded
 * with a huge field value. Few of these, they are slow.
 */
export function largeMultipartBodyFor(shape: FormShape): fc.Arbitrary<RawBody> {
  const first = Object.keys(shape.fields)[0];
  return fc.constantFrom('file-over-limit', 'field-over-limit').map((kind) => {
    const size = 5 * 1024 * 1024 + 1;
    const bytes = new Uint8Array(size);
    bytes.set(imageBytes.png);
    const big = { name: shape.file, value: bytes, filename: 'big.png', type: 'image/png' };
    const parts: FormPart[] =
      kind === 'file-over-limit'
        ? [...(first ? [{ name: first, value: '10' }] : []), big]
        : [{ name: first ?? 'x', value: Buffer.alloc(size, '1').toString() }];
    return {
      contentType: 'multipart/form-data; boundary=fuzzboundary',
      body: encodeForm(parts, 'fuzzboundary', '\r\n', true),
      note: kind,
    };
  });
}

/** The deposit form: an amount, an optional transaction hash, the proof image. */
export const depositForm: FormShape = {
  fields: {
    amount: moneyAmount.map((value) => String(value)),
    transactionHash: hexString(1, 64),
  },
  required: ['amount'],
  text: moneyAmount.map((value) => String(value)),
  file: 'proof',
};

export const multipartBody = multipartBodyFor(depositForm);
export const largeMultipartBody = largeMultipartBodyFor(depositForm);
