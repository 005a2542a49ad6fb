import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from '../../api/src/http/openapi.js';
import { allRoutes } from '../../api/src/routes.js';
import { renderHttpReference } from '../docs/http-reference.js';
import { root } from './docs-links.js';

describe('docs/reference/http.md', () => {
  it('is what npm run docs:reference writes from the current route table', () => {
    const { version } = JSON.parse(readFileSync(join(root, 'api', 'package.json'), 'utf8')) as {
      version: string;
    };
    const expected = renderHttpReference(buildOpenApiDocument(allRoutes({ testClock: true }), version));
    // A route added, removed or changed without regenerating the reference fails here.
    expect(readFileSync(join(root, 'docs', 'reference', 'http.md'), 'utf8')).toBe(expected);
    expect(expected).toContain('### POST /api/investments');
  });
});
