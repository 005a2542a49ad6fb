import { migrationSource } from '@tradesim/migrations';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readJson } from './support/http.js';
import { startTestServer, type TestServer } from './support/test-server.js';

let t: TestServer;

beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t.close();
});

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('health for orchestrators', () => {
  it('is live while the process serves', async () => {
    const response = await fetch(`${t.url}/api/health/live`);
    expect(response.status).toBe(200);
    expect(await readJson(response)).toEqual({ status: 'ok', version: expect.any(String) });
  });

  it('is ready when the database answers and is migrated', async () => {
    const response = await fetch(`${t.url}/api/health/ready`);
    expect(response.status).toBe(200);
    expect(await readJson(response)).toEqual({
      status: 'ready',
      db: 'ok',
      migrations: 'ok',
      version: expect.any(String),
    });
  });

  it('is not ready while shutting down, and says so', async () => {
    t.server.ctx.lifecycle.draining = true;
    try {
      const response = await fetch(`${t.url}/api/health/ready`);
      expect(response.status).toBe(503);
      expect(await readJson(response)).toEqual({
        error: { code: 'SERVICE_UNAVAILABLE', message: 'This instance is shutting down' },
      });
      expect((await fetch(`${t.url}/api/health/live`)).status).toBe(200);
    } finally {
      t.server.ctx.lifecycle.draining = false;
    }
  });

  it('is not ready before the latest migration has run', async () => {
    const latest = (await migrationSource.getMigrations([])).at(-1);
    const row = await t.db.knex('knex_migrations').where('name', latest).first();
    await t.db.knex('knex_migrations').where('name', latest).delete();
    try {
      const response = await fetch(`${t.url}/api/health/ready`);
      expect(response.status).toBe(503);
      expect((await readJson(response)).error.message).toBe(
        'The database is not migrated to this version yet',
      );
    } finally {
      await t.db.knex('knex_migrations').insert(row);
    }
    expect((await fetch(`${t.url}/api/health/ready`)).status).toBe(200);
  });
});

describe('X-Request-Id', () => {
  it('is on every answer, a new one for each request', async () => {
    const answers = await Promise.all([
      fetch(`${t.url}/api/health/live`),
      fetch(`${t.url}/api/no-such-route`),
      fetch(`${t.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"email":',
      }),
      fetch(`${t.url}/api/openapi.json`),
      // The app's page: 200 once the UIs are built, 503 before (as in a fresh clone's tests).
      fetch(`${t.url}/`),
    ]);
    expect(answers.map((answer) => answer.status).slice(0, 4)).toEqual([200, 404, 400, 200]);
    const ids = answers.map((answer) => answer.headers.get('x-request-id') ?? '');
    for (const id of ids) expect(id).toMatch(uuid);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('keeps the id a caller or a proxy gave, if it is a plain token, and replaces any other', async () => {
    const given = 'edge-7f3a9c21.lb:42';
    const kept = await fetch(`${t.url}/api/health/live`, { headers: { 'x-request-id': given } });
    expect(kept.headers.get('x-request-id')).toBe(given);
    for (const bad of ['short', 'has spaces in it', 'x'.repeat(129), '<script>alert(1)</script>']) {
      const replaced = await fetch(`${t.url}/api/health/live`, { headers: { 'x-request-id': bad } });
      expect(replaced.headers.get('x-request-id')).toMatch(uuid);
    }
  });

  it('is on the answers Node gives to requests it could not parse', async () => {
    const response = await fetch(`${t.url}/api/health`, { headers: { 'x-big': 'b'.repeat(20_000) } });
    expect(response.status).toBe(431);
    expect(response.headers.get('x-request-id')).toMatch(uuid);
  });
});
