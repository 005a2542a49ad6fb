import { sha256 } from './sha256.js';

// Bitcoin alphabet: omits 0, O, I and l so that addresses are hard to misread.
const alphabet = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

const checksumLength = 4;

function indexAlphabet(): Map<string, number> {
  const indexes = new Map<string, number>();
  for (let i = 0; i < alphabet.length; i++) {
    indexes.set(alphabet.charAt(i), i);
  }
  return indexes;
}

const alphabetIndex = indexAlphabet();

function countLeading<T>(items: ArrayLike<T>, value: T): number {
  let count = 0;
  while (count < items.length && items[count] === value) {
    count++;
  }
  return count;
}

export function encodeBase58(bytes: Uint8Array): string {
  // Leading zero bytes carry no numeric value, so base58 encodes each one as a literal '1'.
  const zeros = countLeading(bytes, 0);
  // Little-endian base-58 digits of the big-endian number in bytes.
  const digits: number[] = [];
  for (let i = zeros; i < bytes.length; i++) {
    let carry = bytes[i] ?? 0;
    for (let j = 0; j < digits.length; j++) {
      carry += (digits[j] ?? 0) * 256;
      digits[j] = carry % 58;
      carry = Math.floor(carry / 58);
    }
    while (carry > 0) {
      digits.push(carry % 58);
      carry = Math.floor(carry / 58);
    }
  }
  let text = '1'.repeat(zeros);
  for (let i = digits.length - 1; i >= 0; i--) {
    text += alphabet.charAt(digits[i] ?? 0);
  }
  return text;
}

export function decodeBase58(text: string): Uint8Array | null {
  const zeros = countLeading(text, '1');
  // Little-endian base-256 bytes of the number.
  const bytes: number[] = [];
  for (let i = zeros; i < text.length; i++) {
    const value = alphabetIndex.get(text.charAt(i));
    if (value === undefined) {
      return null;
    }
    let carry = value;
    for (let j = 0; j < bytes.length; j++) {
      carry += (bytes[j] ?? 0) * 58;
      bytes[j] = carry & 0xff;
      carry >>= 8;
    }
    while (carry > 0) {
      bytes.push(carry & 0xff);
      carry >>= 8;
    }
  }
  const result = new Uint8Array(zeros + bytes.length);
  for (let i = 0; i < bytes.length; i++) {
    result[result.length - 1 - i] = bytes[i] ?? 0;
  }
  return result;
}

function computeChecksum(payload: Uint8Array): Uint8Array {
  return sha256(sha256(payload)).subarray(0, checksumLength);
}

export function encodeBase58Check(payload: Uint8Array): string {
  const data = new Uint8Array(payload.length + checksumLength);
  data.set(payload);
  data.set(computeChecksum(payload), payload.length);
  return encodeBase58(data);
}

export function decodeBase58Check(text: string): Uint8Array | null {
  const data = decodeBase58(text);
  // At least one payload byte is required; a bare checksum identifies nothing.
  if (data === null || data.length < checksumLength + 1) {
    return null;
  }
  const payload = data.slice(0, data.length - checksumLength);
  const expected = computeChecksum(payload);
  const actual = data.subarray(data.length - checksumLength);
  for (let i = 0; i < checksumLength; i++) {
    if (expected[i] !== actual[i]) {
      return null;
    }
  }
  return payload;
}
