/**
 * `npm run docs:reference`: writes docs/reference/http.md from the OpenAPI document, built from
 * the route table as the server builds it (test-clock routes included, as the lint does), without
 * a server or a database. `--check` writes nothing and fails when the file is out of date.
 * Run from the TypeScript sources: node --conditions=source --import tsx scripts/docs-reference.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildOpenApiDocument } from '../api/src/http/openapi.js';
import { allRoutes } from '../api/src/routes.js';
import { renderHttpReference } from './docs/http-reference.js';

const root = join(import.meta.dirname, '..');
const target = join(root, 'docs', 'reference', 'http.md');
const { version } = JSON.parse(readFileSync(join(root, 'api', 'package.json'), 'utf8')) as {
  version: string;
};
const text = renderHttpReference(buildOpenApiDocument(allRoutes({ testClock: true }), version));

if (process.argv.includes('--check')) {
  if (readFileSync(target, 'utf8') !== text) {
    console.error('docs/reference/http.md is out of date: run npm run docs:reference');
    process.exitCode = 1;
  }
} else {
  writeFileSync(target, text);
  console.log(`wrote ${target}`);
}
