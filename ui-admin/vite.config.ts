import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { conditions, productionAliases, treeshake } from '../vite.shared.js';

/**
 * Served by the API under /admin (api/src/http/static-ui.ts).
 * `API_URL=http://127.0.0.1:3000 npx vite` serves the console with hot reload against a running API.
 */
const apiUrl = process.env.API_URL;
export default defineConfig(({ mode }) => ({
  base: '/admin/',
  plugins: [react()],
  resolve: { conditions, alias: productionAliases(mode) },
  server: apiUrl ? { proxy: { '/api': { target: apiUrl, ws: true } } } : {},
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    manifest: true,
    rolldownOptions: { treeshake },
  },
}));
