import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Workspace packages are read from their TypeScript sources (the `source` export condition). */
export default defineConfig({
  base: '/admin/',
  plugins: [react()],
  resolve: { conditions: ['source', 'module', 'browser', 'development|production'] },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
});
