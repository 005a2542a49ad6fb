import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { uiConfig } from '../vite.shared.js';

/** Served by the API under /admin (api/src/http/static-ui.ts). */
export default defineConfig(uiConfig({ base: '/admin/', plugins: [react()] }));
