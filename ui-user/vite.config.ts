import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { conditions, productionAliases, treeshake } from '../vite.shared.js';

/**
 * `API_URL=http://127.0.0.1:3000 npx vite` serves the app with hot reload against a running API.
 */
const apiUrl = process.env.API_URL;
export default defineConfig(({ mode }) => ({
  base: '/',
  plugins: [react()],
  resolve: { conditions, alias: productionAliases(mode) },
  server: apiUrl ? { proxy: { '/api': { target: apiUrl, ws: true } } } : {},
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    manifest: true,
    // The app, and the page its service worker shows offline (see vite.sw.config.ts).
    rolldownOptions: { input: { app: 'index.html', offline: 'offline.html' }, treeshake },
  },
}));
