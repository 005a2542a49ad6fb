import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { uiConfig } from '../vite.shared.js';
import { startChunks } from './vite.chunks.js';
import { startFiles } from './vite.start-files.js';

const source = (file: string) => fileURLToPath(new URL(file, import.meta.url));
/** The modules main.tsx imports to start the app, each evaluated in a task of its own. */
const startModule = source('src/app/start.tsx');
const reactDomClient = createRequire(import.meta.url).resolve('react-dom/client');

/** The app, and the page its service worker shows offline (see vite.sw.config.ts). */
export default defineConfig(
  uiConfig({
    base: '/',
    // What main.tsx imports to start (see there) is fetched with the page.
    plugins: [react(), startFiles({ start: [startModule, reactDomClient], screensDir: source('src/app') })],
    input: { app: 'index.html', offline: 'offline.html' },
    codeSplitting: startChunks({
      entry: source('src/main.tsx'),
      offline: source('src/offline/offline.ts'),
      start: startModule,
    }),
  }),
);
