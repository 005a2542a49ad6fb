import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * Served by the API under /admin (api/src/http/static-ui.ts). Workspace packages are read from
 * their TypeScript sources (the `source` export condition).
 * `API_URL=http://127.0.0.1:3000 npx vite` serves the console with hot reload against a running API.
 */
const apiUrl = process.env.API_URL;
export default defineConfig({
  base: '/admin/',
  plugins: [react()],
  resolve: { conditions: ['source', 'module', 'browser', 'development|production'] },
  server: apiUrl ? { proxy: { '/api': { target: apiUrl, ws: true } } } : {},
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true, manifest: true },
});
