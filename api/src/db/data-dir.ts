import { closeSync, fsyncSync, mkdirSync, openSync, unlinkSync, writeSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** DATA_DIR cannot take the embedded database's writes: read-only, or full. */
export class DataDirError extends Error {
  override name = 'DataDirError';
}

/** A few pages, as the database writes them: a disk with less room than this is full to it. */
const checkBytes = Buffer.alloc(64 * 1024);
const checkFile = '.tradesim-write-check';
const readOnlyCodes = new Set(['EROFS', 'EACCES', 'EPERM']);
const fullCodes = new Set(['ENOSPC', 'EDQUOT']);

/**
 * Writes, syncs and removes a small file in `dir` (made if missing), the directory under
 * DATA_DIR where the embedded database writes. A start on a read-only or full DATA_DIR then
 * says so, instead of the database's generic "failed to initialize"; and the embedded database
 * asks this before it reopens after a fault (embedded-connection.ts), which costs far less than
 * a reopen that fails. Any other error is thrown as it is.
 */
export function checkDataDirWritable(dataDir: string, dir: string): void {
  try {
    mkdirSync(dir, { recursive: true });
    const file = join(dir, checkFile);
    const fd = openSync(file, 'w');
    try {
      writeSync(fd, checkBytes);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
      unlinkSync(file);
    }
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? '';
    const state = readOnlyCodes.has(code) ? 'read-only' : fullCodes.has(code) ? 'full' : null;
    if (!state) throw error;
    throw new DataDirError(`DATA_DIR ${resolve(dataDir)} is ${state}: ${(error as Error).message}`, {
      cause: error,
    });
  }
}
