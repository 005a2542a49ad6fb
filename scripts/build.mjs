#!/usr/bin/env node
// Builds what is stale: TypeScript projects through `tsc -b` (incremental by design) and each UI
// through Vite when any of its inputs is newer than its last build. `--force` rebuilds the UIs.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeAppShell } from './app-shell.mjs';
import { initialJavaScript } from './initial-js.mjs';
import { precompress } from './precompress.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const force = process.argv.includes('--force');
const bin = (name) => join(root, 'node_modules', '.bin', name);

function run(command, args, cwd = root) {
  const result = spawnSync(command, args, { cwd, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** Newest modification time under the given paths (files or folders, skipping build output). */
function newest(paths) {
  let latest = 0;
  const visit = (path) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(path))
        if (entry !== 'dist' && entry !== 'node_modules') visit(join(path, entry));
    } else {
      latest = Math.max(latest, stat.mtimeMs);
    }
  };
  for (const path of paths) visit(path);
  return latest;
}

const started = Date.now();
console.log('Building TypeScript projects (tsc -b, incremental)…');
run(bin('tsc'), ['-b']);

for (const app of ['ui-user', 'ui-admin']) {
  const dir = join(root, app);
  const stamp = join(dir, 'dist', '.build-stamp');
  const inputs = [
    join(dir, 'src'),
    join(dir, 'public'),
    join(dir, 'index.html'),
    // vite.config.ts, the service worker's, and the plugins and chunking they import.
    ...readdirSync(dir)
      .filter((name) => /^vite\..+\.ts$/.test(name))
      .map((name) => join(dir, name)),
    join(dir, 'offline.html'),
    join(dir, 'service-worker'),
    join(dir, 'package.json'),
    join(root, 'core', 'src'),
    join(root, 'sdk', 'src'),
    join(root, 'ui-kit', 'src'),
    join(root, 'ui-kit', 'package.json'),
    join(root, 'vite.shared.ts'),
  ];
  const stale = force || !existsSync(stamp) || newest(inputs) > statSync(stamp).mtimeMs;
  if (!stale) {
    console.log(`${app} is up to date.`);
    continue;
  }
  console.log(`Building ${app} (vite build)…`);
  run(bin('vite'), ['build', '--logLevel', 'warn'], dir);
  reportInitialJavaScript(app, join(dir, 'dist'));
  if (app === 'ui-user') {
    const shell = writeAppShell(join(dir, 'dist'));
    run(bin('vite'), ['build', '--config', 'vite.sw.config.ts', '--logLevel', 'warn'], dir);
    console.log(`${app}: service worker built, caching an app shell of ${shell.files.length} files.`);
  }
  const { raw, brotli } = precompress(join(dir, 'dist'));
  console.log(
    `${app}: precompressed ${(raw / 1024).toFixed(0)} KB of text to ${(brotli / 1024).toFixed(0)} KB (brotli; gzip beside it).`,
  );
  writeFileSync(stamp, new Date().toISOString());
}

/** The initial-JavaScript budgets (gzipped): past them the build fails, so a phone's first screen stays small. */
function reportInitialJavaScript(app, distDir) {
  const budgetKb = { 'ui-user': 250, 'ui-admin': 350 }[app];
  const { chunks, raw, gzipped, lazyChunks } = initialJavaScript(distDir);
  const kb = (bytes) => (bytes / 1024).toFixed(1);
  console.log(
    `${app}: initial JavaScript ${kb(gzipped)} KB gzipped (${kb(raw)} KB raw, ${chunks} chunk(s)); ` +
      `${lazyChunks} route chunk(s) load on demand; budget ${budgetKb} KB gzipped.`,
  );
  if (gzipped / 1024 > budgetKb) {
    console.error(`${app}: initial JavaScript is over its budget of ${budgetKb} KB gzipped.`);
    process.exit(1);
  }
}
console.log(`Build done in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
