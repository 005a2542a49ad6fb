import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * JWT_SECRET, or one generated on first start and kept under DATA_DIR (mode 600) so restarts
 * keep sessions valid. Instances behind one load balancer must share it: set JWT_SECRET or
 * share DATA_DIR.
 */
export function loadJwtSecret(config: { JWT_SECRET?: string | undefined; DATA_DIR: string }): string {
  if (config.JWT_SECRET) return config.JWT_SECRET;
  const dir = resolve(config.DATA_DIR);
  const file = join(dir, 'jwt-secret');
  if (existsSync(file)) {
    const secret = readFileSync(file, 'utf8').trim();
    if (secret.length >= 32) return secret;
  }
  mkdirSync(dir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}
