import { describe, expect, it } from 'vitest';
import { sha256 } from './sha256.js';

function toAscii(text: string): Uint8Array {
  return Uint8Array.from(text, (char) => char.charCodeAt(0));
}

function toHex(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

// Non-repeating filler so that a byte-order or schedule bug cannot hide behind uniform input.
function makePatternBytes(length: number): Uint8Array {
  return Uint8Array.from({ length }, (_, i) => (i * 7 + 3) & 0xff);
}

describe('sha256', () => {
  it.each([
    ['', 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'],
    ['abc', 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad'],
    [
      'abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq',
      '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
    ],
  ])('matches the NIST vector for %j', (message, digest) => {
    expect(toHex(sha256(toAscii(message)))).toBe(digest);
  });

  it('matches the NIST vector for one million "a"', () => {
    const message = new Uint8Array(1_000_000).fill(0x61);
    expect(toHex(sha256(message))).toBe('cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0');
  });

  // Lengths around the 55/56 and 64 byte boundaries exercise the padding spilling into an extra block.
  it.each([
    [55, 'e7313d333c272e639f790978283f9eb392e843d0f29b7016828bb1daa4aac70b'],
    [56, '4324d65f3c103567f5589c710bc08f8523f929a9272e3af36fc968e52abc6c27'],
    [63, '81c80242132f230c3bd41b3e63bbcff16107339549214a99614ff26664625055'],
    [64, '39e3d7b6b5d075d37d053ad89b24b41bef4f3c29760c84447cab3f3be1882241'],
    [65, 'aacca6ff74fdbb296d165a45cecfa04e5127bc008770fbbdd48006f2d2fae95e'],
  ])('matches the reference digest for a %i-byte message', (length, digest) => {
    expect(toHex(sha256(makePatternBytes(length)))).toBe(digest);
  });

  it('hashes a subarray view by its own contents only', () => {
    const backing = toAscii('xxabcxx');
    expect(toHex(sha256(backing.subarray(2, 5)))).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });

  it('does not mutate its input', () => {
    const message = toAscii('abc');
    sha256(message);
    expect(Array.from(message)).toEqual([0x61, 0x62, 0x63]);
  });
});
