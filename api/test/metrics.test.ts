import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publish } from '../src/realtime/publish.js';
import { readJson } from './support/http.js';
import { startTestServer, type TestServer } from './support/test-server.js';

const token = 'metrics-token-for-the-tests';
let t: TestServer;
let plain: TestServer;

beforeAll(async () => {
  t = await startTestServer({ config: { METRICS_TOKEN: token } });
  plain = await startTestServer();
});
afterAll(async () => {
  await t.close();
  await plain.close();
});

async function scrape(): Promise<string> {
  const response = await fetch(`${t.url}/api/metrics`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return response.text();
}

/** The value of one sample, by its name and labels as written in the text format. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /api/metrics', () => {
  it('does not exist without METRICS_TOKEN', async () => {
    const response = await fetch(`${plain.url}/api/metrics`);
    expect(response.status).toBe(404);
    expect((await readJson(response)).error.code).toBe('ROUTE_NOT_FOUND');
  });

  it('answers only the metrics token', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token-of-some-length', token, `bearer ${token}x`]) {
      const response = await fetch(`${t.url}/api/metrics`, {
        headers: authorization ? { authorization } : {},
      });
      expect(response.status).toBe(401);
      expect(await readJson(response)).toEqual({
        error: { code: 'UNAUTHENTICATED', message: 'A valid metrics token is required' },
      });
    }
  });

  it('counts requests by route and status, and errors by code', async () => {
    await fetch(`${t.url}/api/health/live`);
    await fetch(`${t.url}/api/assets`);
    const text = await scrape();
    expect(
      sample(
        text,
        'tradesim_http_request_duration_seconds_count{method="GET",route="/api/health/live",status="200"}',
      ),
    ).toBeGreaterThanOrEqual(1);
    expect(
      sample(
        text,
        'tradesim_http_request_duration_seconds_count{method="GET",route="/api/assets",status="401"}',
      ),
    ).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'tradesim_http_errors_total{code="UNAUTHENTICATED"}')).toBeGreaterThanOrEqual(5);
    expect(text).toMatch(/^process_cpu_user_seconds_total /m);
  });

  it('tells the pool, the WebSocket clients, the outbox lag and the job runs', async () => {
    const admin = await t.adminClient();
    const heard = new Promise<void>((resolve) => {
      void admin.realtime
        .subscribe(['admin.jobs'], () => resolve(), { as: 'admin' })
        .ready.then(() =>
          publish(t.server.ctx.knex, [
            {
              topic: 'admin.jobs',
              event: 'progress',
              data: {
                id: randomUUID(),
                name: 'clean-up',
                status: 'running',
                progress: { done: 1, total: 4 },
                error: null,
              },
              at: new Date().toISOString(),
            },
          ]),
        );
    });
    await heard;
    await t.server.jobs.runNow('clean-up');
    const text = await scrape();
    expect(sample(text, 'tradesim_websocket_clients')).toBe(1);
    expect(sample(text, 'tradesim_outbox_lag_seconds_count')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'tradesim_job_runs_total{job="clean-up",outcome="succeeded"}')).toBe(1);
    expect(sample(text, 'tradesim_job_run_duration_seconds_count{job="clean-up"}')).toBe(1);
    for (const gauge of [
      'tradesim_db_pool_connections_in_use',
      'tradesim_db_pool_connections_idle',
      'tradesim_db_pool_waiting_requests',
    ]) {
      expect(sample(text, gauge)).toBeGreaterThanOrEqual(0);
    }
    admin.realtime.close();
  });
});
