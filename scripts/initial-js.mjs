// The JavaScript a browser must download before a UI can draw its first screen: the entry
// chunk and every chunk it imports statically (lazy routes excluded), gzipped, read from
// Vite's manifest. The build prints it and fails when it exceeds the app's budget.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export function readViteManifest(distDir) {
  return JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8'));
}

/** The manifest keys of an HTML page's entry chunk and of every chunk it imports statically. */
export function staticClosure(manifest, page = 'index.html') {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const next of manifest[key].imports ?? []) visit(next);
  };
  visit(page);
  return seen;
}

export function initialJavaScript(distDir) {
  const manifest = readViteManifest(distDir);
  const closure = staticClosure(manifest);
  let raw = 0;
  let gzipped = 0;
  for (const key of closure) {
    const bytes = readFileSync(join(distDir, manifest[key].file));
    raw += bytes.length;
    gzipped += gzipSync(bytes, { level: 9 }).length;
  }
  const lazyChunks = Object.values(manifest).filter((chunk) => chunk.isDynamicEntry).length;
  return { chunks: closure.size, raw, gzipped, lazyChunks };
}
