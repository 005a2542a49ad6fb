// The files a browser must download before a UI can draw its first screen: what its HTML page
// loads or preloads (the entry chunk, its static imports, and the start-up chunks it fetches
// ahead, see vite.shared.ts), read from the built page itself. The build prints the JavaScript's
// gzipped size and fails when it exceeds the app's budget.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export function readViteManifest(distDir) {
  return JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8'));
}

/** The scripts (`<script src>`, `<link rel="modulepreload">`) and stylesheets a built page loads. */
export function pageFiles(distDir, page = 'index.html') {
  const html = readFileSync(join(distDir, page), 'utf8');
  const scripts = new Set();
  const styles = new Set();
  for (const [tag] of html.matchAll(/<(script|link)\b[^>]*>/g)) {
    // The console's pages name /admin/assets/…; the file is assets/… in its dist either way.
    const url = /\b(?:src|href)="[^"]*\/(assets\/[^"]+)"/.exec(tag)?.[1];
    if (!url) continue;
    if (/rel="stylesheet"/.test(tag)) styles.add(url);
    else if (tag.startsWith('<script') || /rel="modulepreload"/.test(tag)) scripts.add(url);
  }
  return { scripts: [...scripts], styles: [...styles] };
}

export function initialJavaScript(distDir) {
  const { scripts } = pageFiles(distDir);
  let raw = 0;
  let gzipped = 0;
  for (const url of scripts) {
    const bytes = readFileSync(join(distDir, url));
    raw += bytes.length;
    gzipped += gzipSync(bytes, { level: 9 }).length;
  }
  const lazyChunks = Object.values(readViteManifest(distDir)).filter((chunk) => chunk.isDynamicEntry).length;
  return { chunks: scripts.length, raw, gzipped, lazyChunks };
}
