import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * Workspace packages are read from their TypeScript sources (the `source` export condition).
 * `API_URL=http://127.0.0.1:3000 npx vite` serves the app with hot reload against a running API.
 */
const apiUrl = process.env.API_URL;
export default defineConfig({
  base: '/',
  plugins: [react()],
  resolve: { conditions: ['source', 'module', 'browser', 'development|production'] },
  server: apiUrl ? { proxy: { '/api': { target: apiUrl, ws: true } } } : {},
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    manifest: true,
    // The app, and the page its service worker shows offline (see vite.sw.config.ts).
    rolldownOptions: { input: { app: 'index.html', offline: 'offline.html' } },
  },
});
