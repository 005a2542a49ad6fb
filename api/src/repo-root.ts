import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The checkout's root (the package named "tradesim"), from wherever this file runs (src or dist). */
export function findRepoRoot(from = dirname(fileURLToPath(import.meta.url))): string {
  let dir = from;
  for (;;) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).name === 'tradesim') return dir;
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`No tradesim checkout above ${from}`);
    dir = parent;
  }
}
