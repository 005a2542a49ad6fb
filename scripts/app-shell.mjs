// The user app's shell, the only thing its service worker caches: the files the first screen
// and the offline screen need (what their HTML pages load and preload), the offline
// page, the manifest and icons. All public and the same for every user. Written to
// dist/.vite/app-shell.json for ui-user/vite.sw.config.ts, which builds dist/sw.js from it.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pageFiles } from './initial-js.mjs';

const offlinePage = '/offline.html';
const publicShellFiles = [
  '/manifest.webmanifest',
  '/favicon.svg',
  '/icons/icon-192.png',
  '/icons/icon-512.png',
];

export function writeAppShell(distDir) {
  const files = new Set([offlinePage, ...publicShellFiles]);
  for (const page of ['index.html', 'offline.html']) {
    const { scripts, styles } = pageFiles(distDir, page);
    for (const file of [...scripts, ...styles]) files.add(`/${file}`);
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
