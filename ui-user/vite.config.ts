import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { uiConfig } from '../vite.shared.js';

/** The app, and the page its service worker shows offline (see vite.sw.config.ts). */
export default defineConfig(
  uiConfig({ base: '/', plugins: [react()], input: { app: 'index.html', offline: 'offline.html' } }),
);
