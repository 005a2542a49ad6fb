// How PostgreSQL runs the purchase statement once it is prepared (every pooled connection
// prepares it, and after five runs PostgreSQL may keep one generic plan for good): each keyed
// purchase must look its Idempotency-Key up by the primary key. A plan made while the table was
// small once hashed the whole idempotency_keys table on every purchase instead, which halved
// purchases/s as the table grew; nothing but the plan shows it.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toPositional } from '../src/db/prepared.js';
import { keyExpiry } from '../src/http/idempotency.js';
import { planFrom } from '../src/modules/investments/purchase.js';
import {
  purchaseBatchParams,
  purchaseBatchStatement,
} from '../src/modules/investments/purchase-batch-repo.js';
import { readPurchaseOffer } from '../src/modules/investments/purchase-offers.js';
import { type CatalogueIds, loadCatalogue } from './support/catalogue.js';
import { startTestServer, type TestServer } from './support/test-server.js';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
let t: TestServer;
let catalogue: CatalogueIds;

beforeAll(async () => {
  if (!onPostgres) return;
  t = await startTestServer({ seedDemo: true });
  catalogue = await loadCatalogue(t.db);
});
afterAll(async () => {
  if (onPostgres) await t.close();
});

/** A parameter as PostgreSQL's text input reads it (arrays as `{…}` literals). */
function asText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) {
    const element = (item: unknown) => {
      const text = asText(item);
      return text === null ? 'NULL' : `"${text.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;
    };
    return `{${value.map(element).join(',')}}`;
  }
  return String(value);
}

describe.runIf(onPostgres)('the purchase statement, prepared', () => {
  it('looks a keyed purchase’s key up by the primary key, even in a generic plan made on an empty table', async () => {
    const { userId } = await t.userClient();
    const read = await readPurchaseOffer(t.db, {
      assetId: catalogue.asset('BTC').id,
      durationId: catalogue.duration(24).id,
    });
    if ('missing' in read) throw new Error(read.missing);
    const now = new Date();
    const purchase = {
      plan: planFrom(read.offer, userId, '10.00', now),
      sessionId: '00000000-0000-4000-8000-000000000000',
      offer: read.offer,
      now,
      answer: {
        key: 'k',
        method: 'POST',
        path: '/api/investments',
        requestHash: 'h',
        status: 201,
        json: '{}',
        expiresAt: keyExpiry(now),
      },
    };
    const { text, values } = toPositional(purchaseBatchStatement.sql, purchaseBatchParams([purchase]));
    const client = new pg.Client({ connectionString: t.db.url ?? '' });
    await client.connect();
    try {
      await client.query('SET plan_cache_mode = force_generic_plan');
      await client.query(`PREPARE purchase AS ${text}`);
      const args = values.map((value) => {
        const literal = asText(value);
        return literal === null ? 'NULL' : client.escapeLiteral(literal);
      });
      const plan = await client.query(`EXPLAIN EXECUTE purchase(${args.join(', ')})`);
      const lines = plan.rows.map((row: { 'QUERY PLAN': string }) => row['QUERY PLAN']).join('\n');
      expect(lines).toContain('idempotency_keys_pkey on idempotency_keys');
      expect(lines).not.toMatch(/Seq Scan on idempotency_keys|hashed SubPlan/);
    } finally {
      await client.end();
    }
  });
});
