// Uploads are classified by their content, never by the client-declared type, and SVG is never accepted
// because it can carry script.

export type ImageMimeType = 'image/jpeg' | 'image/png' | 'image/gif' | 'image/webp';

export const imageExtensions: Record<ImageMimeType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

function toAsciiBytes(text: string): number[] {
  return Array.from(text, (char) => char.charCodeAt(0));
}

const jpegSignature = [0xff, 0xd8, 0xff];
const pngSignature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const gif87Signature = toAsciiBytes('GIF87a');
const gif89Signature = toAsciiBytes('GIF89a');
const riffSignature = toAsciiBytes('RIFF');
const webpSignature = toAsciiBytes('WEBP');
// 'WEBP' follows the 4-byte RIFF chunk size.
const webpOffset = 8;

function matchesAt(bytes: Uint8Array, signature: readonly number[], offset: number): boolean {
  if (bytes.length < offset + signature.length) {
    return false;
  }
  return signature.every((value, index) => bytes[offset + index] === value);
}

export function sniffImageType(bytes: Uint8Array): ImageMimeType | null {
  if (matchesAt(bytes, jpegSignature, 0)) {
    return 'image/jpeg';
  }
  if (matchesAt(bytes, pngSignature, 0)) {
    return 'image/png';
  }
  if (matchesAt(bytes, gif87Signature, 0) || matchesAt(bytes, gif89Signature, 0)) {
    return 'image/gif';
  }
  if (matchesAt(bytes, riffSignature, 0) && matchesAt(bytes, webpSignature, webpOffset)) {
    return 'image/webp';
  }
  return null;
}
