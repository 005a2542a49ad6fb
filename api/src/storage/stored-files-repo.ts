import type { ImageMimeType } from '@tradesim/core';
import type { Db } from '../db/handle.js';

/** A row of `stored_files`: the bytes (bytea) and what they are. */
export interface StoredFileRow {
  id: string;
  purpose: 'proof' | 'qr_code' | 'asset_image';
  owner_id: string | null;
  content_type: ImageMimeType;
  data: Buffer | Uint8Array;
}

/** Stores a file; answers its generated id. */
export async function insertStoredFile(
  db: Db,
  file: Omit<StoredFileRow, 'id' | 'data'> & { size_bytes: number; sha256: string; data: Buffer },
): Promise<string> {
  const [row] = await db('stored_files').insert(file).returning('id');
  return row.id;
}

export async function findStoredFile(db: Db, id: string): Promise<StoredFileRow | undefined> {
  return db('stored_files').where('id', id).first('id', 'content_type', 'data', 'owner_id', 'purpose');
}

export async function deleteStoredFile(db: Db, id: string): Promise<void> {
  await db('stored_files').where('id', id).delete();
}
