// The user app's shell, the only thing its service worker caches: the files the first screen
// and the offline screen need (entry chunks, their static imports and stylesheets), the offline
// page, the manifest and icons. All public and the same for every user. Written to
// dist/.vite/app-shell.json for ui-user/vite.sw.config.ts, which builds dist/sw.js from it.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readViteManifest, staticClosure } from './initial-js.mjs';

const offlinePage = '/offline.html';
const publicShellFiles = [
  '/manifest.webmanifest',
  '/favicon.svg',
  '/icons/icon-192.png',
  '/icons/icon-512.png',
];

export function writeAppShell(distDir) {
  const manifest = readViteManifest(distDir);
  const files = new Set([offlinePage, ...publicShellFiles]);
  for (const page of ['index.html', 'offline.html']) {
    for (const key of staticClosure(manifest, page)) {
      files.add(`/${manifest[key].file}`);
      for (const css of manifest[key].css ?? []) files.add(`/${css}`);
    }
  }
  const sorted = [...files].sort();
  const hash = createHash('sha256');
  for (const file of sorted) {
    const path = join(distDir, file);
    if (!existsSync(path)) throw new Error(`The app shell names ${file}, which the build did not write.`);
    hash.update(file).update(readFileSync(path));
  }
  const shell = { version: hash.digest('hex').slice(0, 16), files: sorted, offlinePage };
  writeFileSync(join(distDir, '.vite', 'app-shell.json'), JSON.stringify(shell, null, 2));
  return shell;
}
