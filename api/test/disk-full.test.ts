import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { DataDirError } from '../src/db/data-dir.js';
import { startServer } from '../src/server.js';
import { installDiskFaults } from './support/disk-faults.js';

/**
 * The embedded database on a DATA_DIR that cannot take writes
 * (docs/operations.md#full-disk-or-read-only-data-directory). The fault is made in this process
 * (support/disk-faults.ts): no root, no mount.
 */

const faults = installDiskFaults();
afterAll(() => faults.uninstall());

describe('a start on a DATA_DIR that cannot take writes', () => {
  const quiet = { PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent' };

  async function startOn(dir: string): Promise<unknown> {
    return startServer({ config: loadConfig({ ...quiet, DATA_DIR: dir }) }).then(
      async (server) => {
        await server.close();
        return null;
      },
      (error: unknown) => error,
    );
  }

  it('names a read-only DATA_DIR as read-only', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tradesim-readonly-'));
    // Mode 0555 stops anyone but root; root is stopped by the injected EROFS instead.
    if (process.getuid?.() === 0) faults.inject(dir, 'EROFS');
    else chmodSync(dir, 0o555);
    try {
      const error = await startOn(dir);
      expect(error).toBeInstanceOf(DataDirError);
      expect((error as Error).message).toMatch(new RegExp(`^DATA_DIR ${dir} is read-only: E(ROFS|ACCES)`));
    } finally {
      faults.clear();
      chmodSync(dir, 0o755);
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('names a full DATA_DIR as full', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tradesim-full-'));
    faults.inject(dir, 'ENOSPC');
    try {
      const error = await startOn(dir);
      expect(error).toBeInstanceOf(DataDirError);
      expect((error as Error).message).toMatch(new RegExp(`^DATA_DIR ${dir} is full: ENOSPC`));
    } finally {
      faults.clear();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
