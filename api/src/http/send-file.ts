import type { Response } from 'express';
import type { StoredFile } from '../storage/file-storage.js';

/**
 * Writes a stored image as the response body. The type is the one sniffed at upload, and
 * `nosniff` stops a browser from second-guessing it (docs/architecture.md#security, uploads).
 */
export function sendStoredImage(
  res: Response,
  file: Pick<StoredFile, 'contentType' | 'bytes'>,
  headers: { cacheControl: string; disposition?: string },
): void {
  res.status(200);
  res.setHeader('Content-Type', file.contentType);
  res.setHeader('Content-Length', String(file.bytes.length));
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Cache-Control', headers.cacheControl);
  if (headers.disposition) res.setHeader('Content-Disposition', headers.disposition);
  res.end(file.bytes);
}
