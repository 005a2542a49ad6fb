// Compresses a UI build once, at build time, so the server sends files as they are: every text
// file of dist gets a .br (brotli, quality 11) and a .gz (gzip, level 9) beside it. Compressing
// per request would cost CPU on every visit and never reach these ratios. Small files (under
// 1 KB) are left alone: the headers would outweigh what compression saves.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const compressible = new Set([
  '.js',
  '.mjs',
  '.css',
  '.html',
  '.svg',
  '.json',
  '.webmanifest',
  '.txt',
  '.map',
]);
const minimumBytes = 1024;

function files(dir) {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

/** Writes the .br and .gz of every compressible file; returns the bytes before and after brotli. */
export function precompress(distDir) {
  let raw = 0;
  let brotli = 0;
  for (const path of files(distDir)) {
    if (!compressible.has(extname(path))) continue;
    const bytes = readFileSync(path);
    if (bytes.length < minimumBytes) continue;
    const br = brotliCompressSync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    });
    writeFileSync(`${path}.br`, br);
    writeFileSync(`${path}.gz`, gzipSync(bytes, { level: 9 }));
    raw += bytes.length;
    brotli += br.length;
  }
  return { raw, brotli };
}
