/**
 * `npm run lint`: lints the OpenAPI document with Redocly (rules and reasons in redocly.yaml).
 * The document is built from the route table as the server builds it, with the test-clock
 * routes too so that every route is linted, and without starting a server or a database.
 * Run from the TypeScript sources: node --conditions=source --import tsx scripts/lint-openapi.ts
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildOpenApiDocument } from '../api/src/http/openapi.js';
import { allRoutes } from '../api/src/routes.js';

const root = join(import.meta.dirname, '..');
const { version } = JSON.parse(readFileSync(join(root, 'api', 'package.json'), 'utf8')) as {
  version: string;
};
const document = buildOpenApiDocument(allRoutes({ testClock: true }), version);

const dir = mkdtempSync(join(tmpdir(), 'tradesim-openapi-'));
const file = join(dir, 'openapi.json');
writeFileSync(file, `${JSON.stringify(document, null, 2)}\n`);
try {
  const result = spawnSync(
    join(root, 'node_modules', '.bin', 'redocly'),
    ['lint', file, '--config', join(root, 'redocly.yaml')],
    // No telemetry: this machine has no internet, and a lint has no business phoning home.
    { stdio: 'inherit', env: { ...process.env, REDOCLY_TELEMETRY: 'off' } },
  );
  process.exitCode = result.status ?? 1;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
