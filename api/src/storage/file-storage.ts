import { createHash } from 'node:crypto';
import type { ImageMimeType } from '@tradesim/core';
import type { Db } from '../db/handle.js';
import { deleteStoredFile, findStoredFile, insertStoredFile } from './stored-files-repo.js';

export type FilePurpose = 'proof' | 'qr_code' | 'asset_image';

export interface StoredFile {
  id: string;
  contentType: ImageMimeType;
  bytes: Buffer;
  ownerId: string | null;
  purpose: FilePurpose;
}

/**
 * Where uploads live (docs/operations.md#running): behind this interface so an object-store adapter can
 * replace the database one without touching a service. Files are stored under generated ids,
 * never under a name the client chose. `db` lets a write join the caller's transaction.
 */
export interface FileStorage {
  put(
    db: Db,
    file: { purpose: FilePurpose; ownerId: string | null; contentType: ImageMimeType; bytes: Buffer },
  ): Promise<string>;
  get(db: Db, id: string): Promise<StoredFile | null>;
  remove(db: Db, id: string): Promise<void>;
}

/** The default: bytea in `stored_files`, so every instance and every backup has the files. */
export const databaseFileStorage: FileStorage = {
  async put(db, file) {
    return insertStoredFile(db, {
      purpose: file.purpose,
      owner_id: file.ownerId,
      content_type: file.contentType,
      size_bytes: file.bytes.length,
      sha256: createHash('sha256').update(file.bytes).digest('hex'),
      data: file.bytes,
    });
  },
  async get(db, id) {
    const row = await findStoredFile(db, id);
    if (!row) return null;
    return {
      id: row.id,
      contentType: row.content_type,
      bytes: Buffer.from(row.data),
      ownerId: row.owner_id,
      purpose: row.purpose,
    };
  },
  async remove(db, id) {
    await deleteStoredFile(db, id);
  },
};
