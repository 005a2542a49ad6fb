#!/usr/bin/env node
// The `tradesim` operator CLI; built from cli/src by `npm run build` (or `npm start`).
import('../dist/main.js').catch((error) => {
  if (error?.code === 'ERR_MODULE_NOT_FOUND') {
    console.error('The tradesim CLI is not built yet. Run `npm run build` in the checkout first.');
    process.exit(2);
  }
  throw error;
});
