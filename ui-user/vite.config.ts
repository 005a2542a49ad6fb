import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { conditions, productionAliases, startFiles, treeshake } from '../vite.shared.js';
import { startChunks } from './vite.chunks.js';

/** The modules main.tsx imports to start the app, each evaluated in a task of its own. */
const source = (file: string) => fileURLToPath(new URL(file, import.meta.url));
const startModule = fileURLToPath(new URL('src/app/start.tsx', import.meta.url));
const reactDomClient = createRequire(import.meta.url).resolve('react-dom/client');

/**
 * `API_URL=http://127.0.0.1:3000 npx vite` serves the app with hot reload against a running API.
 */
const apiUrl = process.env.API_URL;
export default defineConfig(({ mode }) => ({
  base: '/',
  // What main.tsx imports to start (see there) is fetched with the page.
  plugins: [react(), startFiles({ start: [startModule, reactDomClient], screensDir: source('src/app') })],
  resolve: { conditions, alias: productionAliases(mode) },
  server: apiUrl ? { proxy: { '/api': { target: apiUrl, ws: true } } } : {},
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    manifest: true,
    // The app, and the page its service worker shows offline (see vite.sw.config.ts).
    rolldownOptions: {
      input: { app: 'index.html', offline: 'offline.html' },
      treeshake,
      output: {
        codeSplitting: startChunks({
          entry: source('src/main.tsx'),
          offline: source('src/offline/offline.ts'),
          start: startModule,
        }),
      },
    },
  },
}));
