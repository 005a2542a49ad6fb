import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { defaultRateLimits } from '../src/config.js';
import { authorization, bodyFor, brokenJson, contentType } from './support/fuzz.js';
import { startTestServer, type TestServer } from './support/test-server.js';

let t: TestServer;

beforeAll(async () => {
  // Limits high enough that generated requests reach validation and the database, not just the limiter.
  const unlimited = Object.fromEntries(
    Object.entries(defaultRateLimits).map(([key, value]) => [key, key.endsWith('Ms') ? value : 1e9]),
  );
  t = await startTestServer({ config: { rateLimits: unlimited as typeof defaultRateLimits } });
});
afterAll(async () => {
  await t.close();
});

const routes = [
  { method: 'POST', path: '/api/auth/register', keys: ['email', 'password', 'firstName', 'lastName'] },
  { method: 'POST', path: '/api/auth/login', keys: ['email', 'password'] },
  { method: 'POST', path: '/api/auth/refresh', keys: ['refreshToken'] },
  { method: 'POST', path: '/api/auth/logout', keys: ['scope'] },
  { method: 'POST', path: '/api/auth/forgot-password', keys: ['email'] },
  { method: 'POST', path: '/api/auth/reset-password', keys: ['token', 'password'] },
  { method: 'GET', path: '/api/me', keys: [] },
  { method: 'PATCH', path: '/api/me', keys: ['firstName', 'lastName'] },
  { method: 'POST', path: '/api/me/password', keys: ['currentPassword', 'newPassword'] },
  { method: 'GET', path: '/api/me/sessions', keys: [] },
  { method: 'DELETE', path: '/api/me/sessions/:id', keys: [] },
  { method: 'POST', path: '/api/admin/auth/login', keys: ['email', 'password'] },
  { method: 'POST', path: '/api/admin/auth/refresh', keys: [] },
  { method: 'POST', path: '/api/admin/auth/logout', keys: [] },
  { method: 'GET', path: '/api/admin/auth/session', keys: [] },
] as const;

const idSegment = fc.oneof(
  fc.uuid(),
  fc.string({ minLength: 1, maxLength: 50 }).map(encodeURIComponent),
  fc.constantFrom('%E0%A4%A', '%', '..%2F..%2Fetc%2Fpasswd', '%00', 'null', '-1'),
);

const request = fc.constantFrom(...routes).chain((route) =>
  fc.record({
    route: fc.constant(route),
    id: idSegment,
    body: fc.oneof(
      { weight: 4, arbitrary: bodyFor(route.keys).map((value) => JSON.stringify(value) ?? 'null') },
      { weight: 1, arbitrary: brokenJson },
    ),
    contentType: fc.oneof(
      { weight: 3, arbitrary: fc.constant('application/json') },
      { weight: 1, arbitrary: contentType },
    ),
    authorization,
    query: fc.oneof(
      fc.constant(''),
      fc.string({ maxLength: 40 }).map((text) => `?${encodeURIComponent(text)}=${encodeURIComponent(text)}`),
    ),
  }),
);

it('answers 600 generated malformed requests to the auth routes without a 5xx', async () => {
  const statuses = new Map<number, number>();
  let sent = 0;
  await fc.assert(
    fc.asyncProperty(request, async (r) => {
      const headers: Record<string, string> = {};
      if (r.contentType) headers['content-type'] = r.contentType;
      if (r.authorization !== undefined) headers.authorization = r.authorization;
      const path = r.route.path.replace(':id', r.id);
      const response = await fetch(`${t.url}${path}${r.query}`, {
        method: r.route.method,
        headers,
        body: r.route.method === 'GET' ? undefined : r.body,
      });
      sent += 1;
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      const text = await response.text();
      expect(
        response.status,
        `${r.route.method} ${path} → ${response.status}: ${text.slice(0, 300)}`,
      ).toBeLessThan(500);
      if (response.status >= 400) {
        const body = JSON.parse(text);
        expect(typeof body.error.code).toBe('string');
        expect(typeof body.error.message).toBe('string');
      }
    }),
    { numRuns: 600 },
  );
  expect(sent).toBeGreaterThanOrEqual(600);
  // Most generated requests must be refused, not accepted: the generator really is malformed.
  const refused = [...statuses]
    .filter(([status]) => status >= 400)
    .reduce((sum, [, count]) => sum + count, 0);
  expect(refused).toBeGreaterThan(500);
});
