import { validationMessages as m } from '../messages.js';
import { type ImageMimeType, sniffImageType } from './image-type.js';

/** Uploads (proofs, QR codes, asset images) are at most 5 MB. */
export const maxUploadBytes = 5 * 1024 * 1024;

export type ImageCheck =
  | { ok: true; contentType: ImageMimeType }
  | { ok: false; reason: 'missing' | 'type' | 'size'; message: string };

/**
 * A proof of payment (docs/product/user-app.md#validation-rules): present, an image by its content (never by the declared
 * type), and under 5 MB. The same rule with the admin wording serves QR uploads.
 */
export function checkImageUpload(
  file: { bytes: Uint8Array } | null | undefined,
  wording: 'proof' | 'qr' = 'proof',
): ImageCheck {
  if (!file || file.bytes.length === 0) return { ok: false, reason: 'missing', message: m.proofRequired };
  if (file.bytes.length > maxUploadBytes) {
    return { ok: false, reason: 'size', message: wording === 'proof' ? m.proofTooLarge : m.qrTooLarge };
  }
  const contentType = sniffImageType(file.bytes);
  if (!contentType)
    return { ok: false, reason: 'type', message: wording === 'proof' ? m.proofNotImage : m.qrNotImage };
  return { ok: true, contentType };
}

/** What a browser form can check before upload: the declared type and the size. */
export function checkSelectedImage(
  file: { type: string; size: number },
  wording: 'proof' | 'qr' = 'proof',
): string | null {
  if (!file.type.startsWith('image/') || file.type === 'image/svg+xml') {
    return wording === 'proof' ? m.proofNotImage : m.qrNotImage;
  }
  if (file.size > maxUploadBytes) return wording === 'proof' ? m.proofTooLarge : m.qrTooLarge;
  return null;
}
