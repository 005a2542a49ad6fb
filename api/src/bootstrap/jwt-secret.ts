import { randomBytes } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

function readSecret(file: string): string | null {
  if (!existsSync(file)) return null;
  const secret = readFileSync(file, 'utf8').trim();
  return secret.length >= 32 ? secret : null;
}

/**
 * JWT_SECRET, or one generated on first start and kept under DATA_DIR (mode 600) so restarts
 * keep sessions valid. Instances behind one load balancer must share it: set JWT_SECRET or
 * share DATA_DIR. Workers starting together (WEB_CONCURRENCY) agree on one secret: it is
 * written whole to a private file and then linked into place, which only the first can do.
 */
export function loadJwtSecret(config: { JWT_SECRET?: string | undefined; DATA_DIR: string }): string {
  if (config.JWT_SECRET) return config.JWT_SECRET;
  const dir = resolve(config.DATA_DIR);
  const file = join(dir, 'jwt-secret');
  const existing = readSecret(file);
  if (existing) return existing;
  mkdirSync(dir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  const draft = join(dir, `jwt-secret.${process.pid}.${randomBytes(4).toString('hex')}`);
  writeFileSync(draft, `${secret}\n`, { mode: 0o600 });
  try {
    linkSync(draft, file);
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const winner = readSecret(file);
    if (!winner) throw new Error(`${file} exists but holds no usable secret; delete it or set JWT_SECRET`);
    return winner;
  } finally {
    unlinkSync(draft);
  }
}
