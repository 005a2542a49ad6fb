import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import SwaggerParser from '@apidevtools/swagger-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getJson, type LooseJson, readJson } from './support/http.js';
import { startTestServer, type TestServer } from './support/test-server.js';

let t: TestServer;
const uiRoot = mkdtempSync(join(tmpdir(), 'tradesim-ui-'));

beforeAll(async () => {
  for (const app of ['ui-user', 'ui-admin']) {
    mkdirSync(join(uiRoot, app, 'dist', 'assets'), { recursive: true });
    writeFileSync(join(uiRoot, app, 'dist', 'index.html'), `<!doctype html><title>${app}</title>`);
    writeFileSync(join(uiRoot, app, 'dist', 'assets', 'app.js'), `console.log('${app}')`);
  }
  // A built file and its precompressed twins, with different text in each to see which one was
  // sent (fetch decompresses what it receives). Written before the server starts: it indexes them.
  const assets = join(uiRoot, 'ui-user', 'dist', 'assets');
  writeFileSync(join(assets, 'main-3f9a.js'), "console.log('plain')");
  writeFileSync(join(assets, 'main-3f9a.js.br'), brotliCompressSync("console.log('brotli')"));
  writeFileSync(join(assets, 'main-3f9a.js.gz'), gzipSync("console.log('gzip')"));
  t = await startTestServer({ uiRoot });
});
afterAll(async () => {
  await t.close();
});

describe('health', () => {
  it('reports ok with the database and the version', async () => {
    expect(await t.client().health()).toEqual({ status: 'ok', db: 'ok', version: '0.1.0' });
  });
});

describe('OpenAPI document', () => {
  it('is valid OpenAPI 3.1 by a real validator', async () => {
    const document = await getJson(`${t.url}/api/openapi.json`);
    expect(document.openapi).toBe('3.1.0');
    await expect(SwaggerParser.validate(structuredClone(document))).resolves.toBeTruthy();
  });

  it('describes every mounted route with its schemas and errors', async () => {
    const document = await getJson(`${t.url}/api/openapi.json`);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/health',
        '/api/auth/register',
        '/api/me/sessions/{id}',
        '/api/admin/auth/login',
      ]),
    );
    const register = document.paths['/api/auth/register'].post;
    expect(register.requestBody.content['application/json'].schema.$ref).toBe(
      '#/components/schemas/RegisterRequest',
    );
    expect(register.responses['201'].content['application/json'].schema.$ref).toBe(
      '#/components/schemas/AuthResponse',
    );
    expect(register.responses['409'].description).toContain('EMAIL_TAKEN');
    expect(document.paths['/api/admin/auth/login'].post.responses['403'].description).toContain(
      'Access denied. Admin privileges required.',
    );
    expect(document.components.schemas.Money.pattern).toBe('^-?\\d+\\.\\d{2}$');
  });

  it('declares the files a route sends as files, not JSON, answered with 200', async () => {
    const document = await getJson(`${t.url}/api/openapi.json`);
    const image = { 'image/*': { schema: { type: 'string', format: 'binary' } } };
    for (const path of ['/api/transactions/{id}/proof', '/api/payment-settings/qr']) {
      const { responses } = document.paths[path].get;
      expect(responses['204'], path).toBeUndefined();
      expect(responses['200'].content, path).toEqual(image);
    }
    const csv = document.paths['/api/transactions/export.csv'].get.responses;
    expect(csv['204']).toBeUndefined();
    expect(csv['200'].content).toEqual({ 'text/csv': { schema: { type: 'string' } } });
  });

  it('states the security of every operation, an empty list for a public one', async () => {
    const document = await getJson(`${t.url}/api/openapi.json`);
    const operations = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.entries(item as Record<string, LooseJson>).map(([method, operation]): [string, LooseJson] => [
        `${method} ${path}`,
        operation,
      ]),
    );
    for (const [name, operation] of operations) expect(operation.security, name).toBeInstanceOf(Array);
    const open = operations.filter(([, operation]) => operation.security.length === 0).map(([name]) => name);
    expect(open).toEqual(
      expect.arrayContaining(['get /api/health', 'post /api/auth/login', 'post /api/admin/auth/login']),
    );
    expect(open).not.toContain('get /api/me');
  });

  it('is rendered at /api/docs as a page of every operation, no script', async () => {
    const page = await fetch(`${t.url}/api/docs`);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain('href="/api/openapi.json"');
    expect(html).toContain('<code>POST /api/auth/login</code>');
    expect(html).toContain('<code>GET /api/investments/{id}</code>');
    expect(html).not.toContain('<script');
  });
});

describe('error envelope', () => {
  it('answers unknown API routes with 404 ROUTE_NOT_FOUND', async () => {
    for (const [method, path] of [
      ['GET', '/api/nope'],
      ['POST', '/api/me'],
      ['DELETE', '/api/auth/login'],
      ['GET', '/api'],
    ]) {
      const response = await fetch(`${t.url}${path}`, { method });
      expect(response.status).toBe(404);
      expect(await readJson(response)).toEqual({
        error: { code: 'ROUTE_NOT_FOUND', message: 'No such API route' },
      });
    }
  });

  it('answers malformed JSON, wrong types and oversized bodies without a 500', async () => {
    const post = (body: string, type = 'application/json') =>
      fetch(`${t.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': type }, body });
    const malformed = await post('{"email":');
    expect(malformed.status).toBe(400);
    expect((await readJson(malformed)).error.code).toBe('MALFORMED_JSON');
    const primitive = await post('"just a string"');
    expect(primitive.status).toBe(400);
    expect((await readJson(primitive)).error.code).toBe('MALFORMED_JSON');
    const array = await post('[1, 2]');
    expect(array.status).toBe(400);
    expect((await readJson(array)).error.fields).toEqual({ body: 'The request body must be a JSON object' });
    const notJson = await post('email=a', 'text/plain');
    expect(notJson.status).toBe(415);
    expect((await readJson(notJson)).error).toEqual({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'Send the body as application/json',
    });
    const huge = await post(JSON.stringify({ email: 'x'.repeat(200_000) }));
    expect(huge.status).toBe(413);
    expect((await readJson(huge)).error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('sends security headers and no framework banner', async () => {
    const response = await fetch(`${t.url}/api/health`);
    expect(response.headers.get('x-powered-by')).toBeNull();
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
  });

  it('lets no browser or proxy keep an API answer', async () => {
    const response = await fetch(`${t.url}/api/health`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('etag')).toBeNull();
  });
});

describe('the UIs', () => {
  it('serves the user app at / with a fallback for client routes', async () => {
    for (const path of ['/', '/market', '/asset/123', '/portfolio?x=1']) {
      const response = await fetch(`${t.url}${path}`, { headers: { accept: 'text/html' } });
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('<title>ui-user</title>');
    }
    expect(await (await fetch(`${t.url}/assets/app.js`)).text()).toContain("console.log('ui-user')");
  });

  it('serves the admin console at /admin with its own fallback', async () => {
    // /admin/assets is the console's Assets screen, though the build has an assets/ folder too.
    for (const path of ['/admin', '/admin/', '/admin/users', '/admin/assets', '/admin/transactions/abc']) {
      const response = await fetch(`${t.url}${path}`, { headers: { accept: 'text/html' } });
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('<title>ui-admin</title>');
    }
    expect(await (await fetch(`${t.url}/admin/assets/app.js`)).text()).toContain("console.log('ui-admin')");
  });

  it('sends the build’s brotli or gzip file as the browser takes it, and keeps hashed assets a year', async () => {
    const get = (encoding: string) =>
      fetch(`${t.url}/assets/main-3f9a.js`, { headers: { 'accept-encoding': encoding } });

    const brotli = await get('gzip, deflate, br');
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotli.headers.get('content-type')).toContain('javascript');
    expect(brotli.headers.get('vary')).toContain('Accept-Encoding');
    expect(brotli.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await brotli.text()).toBe("console.log('brotli')");
    const gzip = await get('gzip');
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(await gzip.text()).toBe("console.log('gzip')");
    const plain = await get('identity');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe("console.log('plain')");
    // A build file carries the headers that apply to a subresource, not the page's CSP.
    expect(brotli.headers.get('x-content-type-options')).toBe('nosniff');
    expect(brotli.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(brotli.headers.get('content-security-policy')).toBeNull();
    const missing = await fetch(`${t.url}/assets/gone-1234.js`, { headers: { accept: 'text/html' } });
    expect(missing.status).toBe(404);
    // The page itself is asked for afresh each time, so a new build is seen at once.
    const page = await fetch(`${t.url}/market`, { headers: { accept: 'text/html' } });
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
  });

  it('compresses large API answers for a client that takes it, and leaves small ones', async () => {
    const large = await fetch(`${t.url}/api/openapi.json`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(large.headers.get('content-encoding')).toMatch(/^(br|gzip)$/);
    expect((await readJson(large)).openapi).toMatch(/^3\.1/);
    const small = await fetch(`${t.url}/api/health`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(small.headers.get('content-encoding')).toBeNull();
  });

  it('never answers an API path with a page, and 404s missing files', async () => {
    const api = await fetch(`${t.url}/api/unknown`, { headers: { accept: 'text/html' } });
    expect(api.headers.get('content-type')).toContain('application/json');
    const missing = await fetch(`${t.url}/assets/missing.js`, {
      headers: { accept: 'application/javascript' },
    });
    expect(missing.status).toBe(404);
  });
});

describe('database outage', () => {
  it('answers 503 while the database is down', async () => {
    const outage = await startTestServer();
    // The server's own pool (on PostgreSQL its restricted role's, not the test's owner pool).
    await outage.server.ctx.knex.destroy();
    const response = await fetch(`${outage.url}/api/health`);
    expect(response.status).toBe(503);
    expect((await readJson(response)).error.code).toBe('SERVICE_UNAVAILABLE');
    const login = await fetch(`${outage.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'a@b.co', password: 'secret1' }),
    });
    expect(login.status).toBe(503);
    await outage.server.close();
    await outage.db.close().catch(() => undefined);
  });
});
