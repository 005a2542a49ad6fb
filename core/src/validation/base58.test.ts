import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeBase58, decodeBase58Check, encodeBase58, encodeBase58Check } from './base58.js';

function fromHex(hex: string): Uint8Array {
  return Uint8Array.from({ length: hex.length / 2 }, (_, i) =>
    Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16),
  );
}

function toHex(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

// Vectors from Bitcoin Core's base58_encode_decode.json.
const vectors: [string, string][] = [
  ['', ''],
  ['61', '2g'],
  ['626262', 'a3gV'],
  ['636363', 'aPEr'],
  ['73696d706c792061206c6f6e6720737472696e67', '2cFupjhnEsSn59qHXstmK2ffpLv2'],
  ['00eb15231dfceb60925886b67d065299925915aeb172c06647', '1NS17iag9jJgTHD1VXjvLCEnZuQ3rJDE9L'],
  ['516b6fcd0f', 'ABnLTmg'],
  ['bf4f89001e670274dd', '3SEo3LWLoPntC'],
  ['572e4794', '3EFU7m'],
  ['ecac89cad93923c02321', 'EJDM8drfXA6uyA'],
  ['10c8511e', 'Rt5zm'],
  ['00000000000000000000', '1111111111'],
];

const bytesWithLeadingZeros = fc
  .tuple(fc.nat({ max: 6 }), fc.uint8Array({ maxLength: 64 }))
  .map(([zeros, rest]) => {
    const bytes = new Uint8Array(zeros + rest.length);
    bytes.set(rest, zeros);
    return bytes;
  });

describe('encodeBase58 / decodeBase58', () => {
  it.each(vectors)('encodes %j as %j', (hex, text) => {
    expect(encodeBase58(fromHex(hex))).toBe(text);
  });

  it.each(vectors)('decodes %j from %j', (hex, text) => {
    const decoded = decodeBase58(text);
    expect(decoded === null ? null : toHex(decoded)).toBe(hex);
  });

  it.each(['0', 'O', 'I', 'l', '+', ' ', '2g ', 'é'])('rejects %j as outside the alphabet', (text) => {
    expect(decodeBase58(text)).toBeNull();
  });

  it('round-trips arbitrary bytes, including leading zeros', () => {
    fc.assert(
      fc.property(bytesWithLeadingZeros, (bytes) => {
        const decoded = decodeBase58(encodeBase58(bytes));
        expect(decoded === null ? null : toHex(decoded)).toBe(toHex(bytes));
      }),
    );
  });
});

describe('encodeBase58Check / decodeBase58Check', () => {
  // The worked example from the Bitcoin wiki's "Technical background of version 1 Bitcoin addresses".
  const bitcoinPayload = '00010966776006953d5567439e5e39f86a0d273bee';
  const bitcoinAddress = '16UwLL9Risc3QfPqBUvKofHmBQ7wMtjvM';

  it('appends the double-sha256 checksum', () => {
    expect(encodeBase58Check(fromHex(bitcoinPayload))).toBe(bitcoinAddress);
  });

  it('returns the payload without the checksum', () => {
    const payload = decodeBase58Check(bitcoinAddress);
    expect(payload === null ? null : toHex(payload)).toBe(bitcoinPayload);
  });

  it('rejects a checksum mismatch', () => {
    expect(decodeBase58Check('16UwLL9Risc3QfPqBUvKofHmBQ7wMtjvN')).toBeNull();
  });

  it('rejects text outside the alphabet', () => {
    expect(decodeBase58Check('06UwLL9Risc3QfPqBUvKofHmBQ7wMtjvM')).toBeNull();
  });

  it('rejects data shorter than 5 bytes', () => {
    expect(decodeBase58Check('')).toBeNull();
    expect(decodeBase58Check(encodeBase58(fromHex('5df6e0e2')))).toBeNull();
  });

  it('round-trips arbitrary non-empty payloads', () => {
    fc.assert(
      fc.property(bytesWithLeadingZeros, fc.uint8Array({ minLength: 1, maxLength: 8 }), (prefix, tail) => {
        const payload = new Uint8Array(prefix.length + tail.length);
        payload.set(prefix);
        payload.set(tail, prefix.length);
        const decoded = decodeBase58Check(encodeBase58Check(payload));
        expect(decoded === null ? null : toHex(decoded)).toBe(toHex(payload));
      }),
    );
  });
});
