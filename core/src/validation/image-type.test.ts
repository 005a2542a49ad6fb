import { describe, expect, it } from 'vitest';
import { type ImageMimeType, imageExtensions, sniffImageType } from './image-type.js';

function toAscii(text: string): Uint8Array {
  return Uint8Array.from(text, (char) => char.charCodeAt(0));
}

function concatBytes(...parts: (Uint8Array | number[])[]): Uint8Array {
  const arrays = parts.map((part) => Uint8Array.from(part));
  const result = new Uint8Array(arrays.reduce((total, part) => total + part.length, 0));
  let offset = 0;
  for (const part of arrays) {
    result.set(part, offset);
    offset += part.length;
  }
  return result;
}

const jpeg = concatBytes([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10], toAscii('JFIF'));
const png = concatBytes(
  [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d],
  toAscii('IHDR'),
);
const webp = concatBytes(toAscii('RIFF'), [0x24, 0x00, 0x00, 0x00], toAscii('WEBPVP8 '));

describe('sniffImageType', () => {
  it.each<[string, Uint8Array, ImageMimeType]>([
    ['JPEG', jpeg, 'image/jpeg'],
    ['PNG', png, 'image/png'],
    ['GIF87a', toAscii('GIF87a\x01\x00\x01\x00'), 'image/gif'],
    ['GIF89a', toAscii('GIF89a\x01\x00\x01\x00'), 'image/gif'],
    ['WebP', webp, 'image/webp'],
  ])('recognises %s', (_, bytes, type) => {
    expect(sniffImageType(bytes)).toBe(type);
  });

  it('recognises a buffer that is exactly the signature', () => {
    expect(sniffImageType(Uint8Array.from([0xff, 0xd8, 0xff]))).toBe('image/jpeg');
    expect(sniffImageType(toAscii('RIFF\x00\x00\x00\x00WEBP'))).toBe('image/webp');
  });

  it.each([
    ['SVG', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'],
    ['SVG with an XML prolog', '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"></svg>'],
    ['HTML', '<!DOCTYPE html><html><body><img src=x onerror=alert(1)></body></html>'],
    ['plain text', 'GIF is a nice format'],
    ['a RIFF that is not WebP', 'RIFF\x24\x00\x00\x00WAVEfmt '],
    ['a GIF-like header with a bad version', 'GIF88a\x01\x00'],
  ])('rejects %s', (_, text) => {
    expect(sniffImageType(toAscii(text))).toBeNull();
  });

  it('rejects a PNG signature with a corrupted byte', () => {
    const corrupted = png.slice();
    corrupted[4] = 0x0a;
    expect(sniffImageType(corrupted)).toBeNull();
  });

  it.each([
    ['empty', new Uint8Array(0)],
    ['a truncated JPEG', Uint8Array.from([0xff, 0xd8])],
    ['a truncated PNG', png.subarray(0, 7)],
    ['a truncated GIF', toAscii('GIF89')],
    ['a truncated WebP', webp.subarray(0, 11)],
  ])('rejects %s buffer', (_, bytes) => {
    expect(sniffImageType(bytes)).toBeNull();
  });
});

describe('imageExtensions', () => {
  it('maps every accepted type to its file extension', () => {
    expect(imageExtensions).toEqual({
      'image/jpeg': 'jpg',
      'image/png': 'png',
      'image/gif': 'gif',
      'image/webp': 'webp',
    });
  });
});
