import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from 'vite';

/**
 * Builds the service worker (service-worker/service-worker.ts) into dist/sw.js, after the app's
 * own build: scripts/build.mjs writes the shell's file list (scripts/app-shell.mjs) in between,
 * and it goes into the worker as a constant. A classic script at the site's root, so its scope
 * is the whole user app.
 */
const shell = readFileSync(join(import.meta.dirname, 'dist', '.vite', 'app-shell.json'), 'utf8');
export default defineConfig({
  define: { __APP_SHELL__: shell },
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    copyPublicDir: false,
    sourcemap: false,
    lib: {
      entry: join(import.meta.dirname, 'service-worker', 'service-worker.ts'),
      formats: ['iife'],
      name: 'tradesimServiceWorker',
      fileName: () => 'sw.js',
    },
  },
});
