import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { connectDatabase, type Database } from '../src/db/connect.js';
import { DataDirError } from '../src/db/data-dir.js';
import { reopenBackoffMs } from '../src/db/embedded-connection.js';
import { startServer } from '../src/server.js';
import { type DiskFault, installDiskFaults } from './support/disk-faults.js';
import { readJson } from './support/http.js';
import { pngProof } from './support/proof.js';
import { startTestServer, type TestServer } from './support/test-server.js';

/**
 * The embedded database on a DATA_DIR whose disk fills up or turns read-only
 * (docs/operations.md#full-disk-or-read-only-data-directory): writes answer 503, readiness turns
 * 503 and comes back by itself once the directory takes writes again, and nothing acknowledged
 * is lost. The fault is made in this process (support/disk-faults.ts): no root, no mount.
 */

const faults = installDiskFaults();
const dataDir = mkdtempSync(join(tmpdir(), 'tradesim-disk-'));
let db: Database;
let t: TestServer;
let userId: string;
let userToken: string;
let adminToken: string;
/** What the embedded database logged of its faults and recoveries. */
const told: { message: string; details?: object }[] = [];
const faultLogged = 'the embedded database could not write to DATA_DIR: 503 until it can';
const reopenLogged = 'the embedded database reopened from DATA_DIR (crash recovery replayed its WAL)';
const reopenFailedLogged = 'reopening the embedded database failed; trying again shortly';
/** The embedded database's clock: it waits `reopenBackoffMs` after a failed reopen. */
let nowMs = Date.now();
let purchaseBody: { assetId: string; durationId: string; amount: string };

beforeAll(async () => {
  db = await connectDatabase({
    dataDir,
    now: () => nowMs,
    log: {
      warn: (details, message) => told.push({ message, details }),
      info: (message) => told.push({ message }),
    },
  });
  t = await startTestServer({ seedDemo: true, database: db });
  const user = await t.userClient();
  userId = user.userId;
  userToken = user.client.credentials().user?.accessToken as string;
  adminToken = (await t.adminClient()).credentials().admin?.token as string;
  await t.fund(userId, '1000.00');
  const [assetId] = await db.knex('assets').where('is_active', true).orderBy('symbol').pluck('id');
  const [durationId] = await db.knex('investment_durations').where('is_active', true).pluck('id');
  purchaseBody = { assetId, durationId, amount: '100' };
});

afterAll(async () => {
  faults.clear();
  // Asserts the ledger invariants on what the database holds after every fault.
  await t?.close();
  await db?.close();
  faults.uninstall();
  rmSync(dataDir, { recursive: true, force: true });
});

async function call(
  method: string,
  path: string,
  options: { token?: string; body?: unknown; key?: string } = {},
) {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.key) headers['idempotency-key'] = options.key;
  let body: string | FormData | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const response = await fetch(`${t.url}${path}`, { method, headers, body });
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    body: await readJson(response),
  };
}

const purchase = (key: string) =>
  call('POST', '/api/investments', { token: userToken, body: purchaseBody, key });
const deposit = () => {
  const form = new FormData();
  form.set('amount', '50');
  form.set('proof', pngProof(), 'proof.png');
  return call('POST', '/api/deposits', { token: userToken, body: form });
};
const adjust = () =>
  call('POST', `/api/admin/users/${userId}/balance-adjustments`, {
    token: adminToken,
    body: { amount: '5', reason: 'Goodwill' },
  });
const ready = async () => (await call('GET', '/api/health/ready')).status;

describe('a full or read-only DATA_DIR under a running server', () => {
  const acknowledged: string[] = [];

  it('takes writes before any fault', async () => {
    const bought = await purchase('before');
    expect(bought.status).toBe(201);
    acknowledged.push(bought.body.id);
    expect((await deposit()).status).toBe(201);
    expect((await adjust()).status).toBe(200);
    expect(await ready()).toBe(200);
  });

  it.each<DiskFault>(['ENOSPC', 'EROFS', 'EACCES'])(
    'answers 503 while writes fail with %s, then recovers',
    async (code) => {
      const refusedBefore = faults.refused;
      faults.inject(dataDir, code);
      const refused = await purchase(`during-${code}`);
      expect(refused).toMatchObject({
        status: 503,
        retryAfter: '1',
        body: { error: { code: 'SERVICE_UNAVAILABLE' } },
      });
      expect(faults.refused).toBeGreaterThan(refusedBefore);
      expect((await deposit()).status).toBe(503);
      expect((await adjust()).status).toBe(503);
      expect(await ready()).toBe(503);
      // Reads too: the embedded database is closed until it can write (one process, one instance).
      expect((await call('GET', '/api/me', { token: userToken })).status).toBe(503);
      expect((await call('GET', '/api/health/live')).status).toBe(200);
      expect(await ready()).toBe(503);

      // One instance given up, at the first refused write; PostgreSQL called it a PANIC (its WAL).
      expect(told.splice(0)).toEqual([
        { message: faultLogged, details: { err: expect.objectContaining({ severity: 'PANIC' }) } },
      ]);

      faults.clear();
      // The readiness probe itself reopens the database, once the directory takes a write.
      expect(await ready()).toBe(200);
      expect(told.splice(0)).toEqual([{ message: reopenLogged }]);
      // The refused purchase never happened: sent again with its key, it runs now, once.
      const retried = await purchase(`during-${code}`);
      expect(retried.status).toBe(201);
      acknowledged.push(retried.body.id);
      expect((await purchase(`during-${code}`)).body.id).toBe(retried.body.id);
      expect((await deposit()).status).toBe(201);
      expect((await adjust()).status).toBe(200);
    },
  );

  it('gives the instance up at a data file it could not make too (an ERROR, not a PANIC)', async () => {
    faults.inject(dataDir, 'ENOSPC');
    // After such an ERROR the instance keeps a file it failed to make, and fails every later
    // write to it: it is given up as after a PANIC.
    await expect(db.knex.raw('CREATE TABLE disk_probe AS SELECT 1 AS n')).rejects.toMatchObject({
      code: '57P03',
    });
    expect(told.splice(0)).toEqual([
      {
        message: faultLogged,
        details: { err: expect.objectContaining({ severity: 'ERROR', code: '53100' }) },
      },
    ]);
    expect((await adjust()).status).toBe(503);
    faults.clear();
    expect((await adjust()).status).toBe(200);
    expect(told.splice(0)).toEqual([{ message: reopenLogged }]);
    expect(await db.knex.schema.hasTable('disk_probe')).toBe(false);
  });

  it('runs nothing more of a transaction that was open at the fault, even once the database is back', async () => {
    await db.knex.raw('CREATE TABLE disk_tx_probe (n int)');
    const transaction = db.knex.transaction(async (trx) => {
      await trx.raw('INSERT INTO disk_tx_probe VALUES (1)');
      faults.inject(dataDir, 'ENOSPC');
      // Code that catches an error inside its transaction and carries on.
      await trx.raw('CREATE TABLE disk_probe AS SELECT 1 AS n').catch(() => undefined);
      faults.clear();
      await trx.raw('INSERT INTO disk_tx_probe VALUES (2)');
    });
    await expect(transaction).rejects.toMatchObject({ code: '57P03' });
    expect(told.splice(0).map((entry) => entry.message)).toEqual([faultLogged]);
    expect(await db.knex('disk_tx_probe').pluck('n')).toEqual([]);
    expect(told.splice(0)).toEqual([{ message: reopenLogged }]);
    await db.knex.raw('DROP TABLE disk_tx_probe');
  });

  it('waits before reopening again when a reopen failed although the directory took a small write', async () => {
    // Room for the small check, none for what recovery writes to the data files.
    faults.inject(join(dataDir, 'pgdata', 'base'), 'ENOSPC');
    await expect(db.knex.raw('CREATE TABLE disk_probe AS SELECT 1 AS n')).rejects.toMatchObject({
      code: '57P03',
    });
    expect(await ready()).toBe(503);
    expect(told.splice(0).map((entry) => entry.message)).toEqual([faultLogged, reopenFailedLogged]);
    faults.clear();
    // Within the back-off nothing is tried, even though a reopen would work now.
    expect(await ready()).toBe(503);
    expect(told).toEqual([]);
    nowMs += reopenBackoffMs;
    expect(await ready()).toBe(200);
    expect(told.splice(0)).toEqual([{ message: reopenLogged }]);
  });

  it('lost nothing it acknowledged, and made nothing it refused', async () => {
    const investments = await db
      .knex('investments')
      .where('user_id', userId)
      .orderBy('created_at')
      .pluck('id');
    expect(investments).toEqual(acknowledged);
    const deposits = await db
      .knex('transactions')
      .where({ user_id: userId, type: 'deposit', status: 'pending' });
    expect(deposits).toHaveLength(4);
    // 1000 funded, four purchases of 100, five adjustments of 5.
    const profile = await db.knex('profiles').where('id', userId).first('balance');
    expect(profile?.balance).toBe('625.00');
  });
});

describe('a start on a DATA_DIR that cannot take writes', () => {
  const quiet = { PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent' };

  async function startOn(dir: string): Promise<unknown> {
    return startServer({ config: loadConfig({ ...quiet, DATA_DIR: dir }) }).then(
      async (server) => {
        await server.close();
        return null;
      },
      (error: unknown) => error,
    );
  }

  it('names a read-only DATA_DIR as read-only', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tradesim-readonly-'));
    // Mode 0555 stops anyone but root; root is stopped by the injected EROFS instead.
    if (process.getuid?.() === 0) faults.inject(dir, 'EROFS');
    else chmodSync(dir, 0o555);
    try {
      const error = await startOn(dir);
      expect(error).toBeInstanceOf(DataDirError);
      expect((error as Error).message).toMatch(new RegExp(`^DATA_DIR ${dir} is read-only: E(ROFS|ACCES)`));
    } finally {
      faults.clear();
      chmodSync(dir, 0o755);
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('names a full DATA_DIR as full', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tradesim-full-'));
    faults.inject(dir, 'ENOSPC');
    try {
      const error = await startOn(dir);
      expect(error).toBeInstanceOf(DataDirError);
      expect((error as Error).message).toMatch(new RegExp(`^DATA_DIR ${dir} is full: ENOSPC`));
    } finally {
      faults.clear();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
