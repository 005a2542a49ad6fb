import { sha256 } from '@noble/hashes/sha2.js';
import { base58, createBase58check } from '@scure/base';

// Audited codecs (@scure/base over @noble/hashes' SHA-256) rather than hand-written ones: a bug
// here would let a mistyped TRC20 address through, and the user would pay to nobody.
// These wrappers keep core's contract: text that does not decode is null, never a throw.

const base58check = createBase58check(sha256);

// A base58check payload needs at least one byte besides the 4-byte checksum to identify anything.
const checksumLength = 4;

/** Bitcoin-alphabet base58 (no 0, O, I or l, so addresses are hard to misread). */
export function encodeBase58(bytes: Uint8Array): string {
  return base58.encode(bytes);
}

export function decodeBase58(text: string): Uint8Array | null {
  return orNull(() => base58.decode(text));
}

/** The payload followed by the first 4 bytes of its double SHA-256, in base58. */
export function encodeBase58Check(payload: Uint8Array): string {
  return base58check.encode(payload);
}

export function decodeBase58Check(text: string): Uint8Array | null {
  const data = decodeBase58(text);
  if (data === null || data.length < checksumLength + 1) return null;
  return orNull(() => base58check.decode(text));
}

function orNull(decode: () => Uint8Array): Uint8Array | null {
  try {
    return decode();
  } catch {
    return null;
  }
}
