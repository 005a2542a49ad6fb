import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from '@tradesim/sdk';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { connectDatabase } from '../src/db/connect.js';
import { startServer } from '../src/server.js';
import { createTestDatabase } from './support/test-database.js';

const quiet = { PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent' } as const;

describe('first start and restart', () => {
  it('creates an admin with a generated password once, and a restart keeps data and admin', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'tradesim-data-'));
    // DATABASE_URL is not set: the embedded PGlite keeps its files under DATA_DIR, as npm start does.
    const env = { ...quiet, DATA_DIR: dataDir };
    const first = await startServer({ config: loadConfig(env) });
    expect(first.firstAdmin).toMatchObject({ created: true, email: 'admin@tradesim.local' });
    expect(first.demoSeeded).toBe(true);
    const password = first.firstAdmin.created ? first.firstAdmin.generatedPassword : null;
    expect(password).toMatch(/^[\w-]{20}$/);
    // The demo's deposit wallet comes with its QR code, drawn from the address.
    const owner = createClient({ baseUrl: first.url });
    await owner.admin.auth.login({ email: 'admin@tradesim.local', password: password ?? '' });
    const payment = await owner.admin.paymentSettings.get();
    expect(payment.walletAddress).toMatch(/^T/);
    expect(payment.qrCodeUrl).toMatch(/^\/api\/payment-settings\/qr\?v=/);
    expect((await fetch(`${first.url}${payment.qrCodeUrl}`)).headers.get('content-type')).toBe('image/png');
    await createClient({ baseUrl: first.url }).auth.register({
      email: 'keep@example.test',
      password: 'keep-passphrase',
      firstName: 'K',
      lastName: 'P',
    });
    await first.close();

    const secret = join(dataDir, 'jwt-secret');
    expect(statSync(secret).mode & 0o777).toBe(0o600);
    const secretBefore = readFileSync(secret, 'utf8');

    const second = await startServer({ config: loadConfig(env) });
    try {
      expect(second.firstAdmin).toEqual({ created: false, reason: 'admin_exists' });
      expect(second.demoSeeded).toBe(false);
      const client = createClient({ baseUrl: second.url });
      await client.auth.login({ email: 'keep@example.test', password: 'keep-passphrase' });
      await client.admin.auth.login({ email: 'admin@tradesim.local', password: password ?? '' });
      expect(readFileSync(secret, 'utf8')).toBe(secretBefore);
    } finally {
      await second.close();
    }
  });

  it('uses ADMIN_EMAIL and ADMIN_PASSWORD when given', async () => {
    const db = await createTestDatabase();
    const config = loadConfig({
      ...quiet,
      JWT_SECRET: 'x'.repeat(40),
      ADMIN_EMAIL: 'Ops@Example.test',
      ADMIN_PASSWORD: 'given-password',
      SEED_DEMO: 'false',
    });
    const server = await startServer({ config, db });
    try {
      expect(server.firstAdmin).toEqual({
        created: true,
        email: 'ops@example.test',
        generatedPassword: null,
      });
      await createClient({ baseUrl: server.url }).admin.auth.login({
        email: 'ops@example.test',
        password: 'given-password',
      });
    } finally {
      await server.close();
      await db.close();
    }
  });

  it('takes an ADMIN_PASSWORD the staff rules would refuse, and warns to change it', async () => {
    const db = await createTestDatabase();
    const lines: string[] = [];
    const log = pino({ level: 'warn' }, { write: (line: string) => lines.push(line) });
    const config = loadConfig({
      ...quiet,
      JWT_SECRET: 'x'.repeat(40),
      ADMIN_PASSWORD: 'password',
      SEED_DEMO: 'false',
    });
    const server = await startServer({ config, db, log });
    try {
      await createClient({ baseUrl: server.url }).admin.auth.login({
        email: 'admin@tradesim.local',
        password: 'password',
      });
      const warning = lines.map((line) => JSON.parse(line)).find((entry) => /ADMIN_PASSWORD/.test(entry.msg));
      expect(warning).toMatchObject({ refusal: 'Password must be at least 12 characters long' });
    } finally {
      await server.close();
      await db.close();
    }
  });

  it('connects to PostgreSQL through DATABASE_URL when it is set', async () => {
    const url = process.env.TEST_DATABASE_URL;
    const db = await connectDatabase(url ? { url } : { dataDir: 'memory://' });
    try {
      expect(db.kind).toBe(url ? 'postgres' : 'pglite');
      expect((await db.knex.raw('select 1 as one')).rows).toEqual([{ one: 1 }]);
    } finally {
      await db.close();
    }
  });
});

describe('configuration', () => {
  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://localhost/db' }, 'DATABASE_URL'],
    [{ PRICE_TICK_MS: '5' }, 'PRICE_TICK_MS'],
    [{ ADMIN_EMAIL: 'not-an-email' }, 'ADMIN_EMAIL'],
    [{ ADMIN_PASSWORD: 'short' }, 'ADMIN_PASSWORD'],
    [{ JWT_SECRET: 'too-short' }, 'JWT_SECRET'],
    [{ TRADESIM_TEST_CLOCK: 'yes' }, 'TRADESIM_TEST_CLOCK'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
  ])('stops on %j naming %s', (env, name) => {
    expect(() => loadConfig(env)).toThrow(new RegExp(`^Invalid configuration:\\n  ${name}: `));
  });

  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      DATA_DIR: './.data',
      PRICE_TICK_MS: 30_000,
      ADMIN_EMAIL: 'admin@tradesim.local',
      TRADESIM_TEST_CLOCK: false,
      SEED_DEMO: true,
    });
    expect(config.DATABASE_URL).toBeUndefined();
  });
});

describe('several instances starting at once', () => {
  // Only on PostgreSQL (the TEST_DATABASE_URL run of CI): an embedded PGlite belongs to one
  // process, so instances racing for one database exist only there.
  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    'migrate, seed and create the admin exactly once between them',
    async () => {
      const db = await createTestDatabase({ migrated: false });
      try {
        const env = {
          ...quiet,
          JWT_SECRET: 'x'.repeat(40),
          ADMIN_PASSWORD: 'shared-admin-pass',
          DATABASE_URL: db.url ?? '',
        };
        const servers = await Promise.all([1, 2, 3].map(() => startServer({ config: loadConfig(env) })));
        try {
          expect(servers.filter((s) => s.firstAdmin.created)).toHaveLength(1);
          expect(servers.filter((s) => s.demoSeeded)).toHaveLength(1);
          const admins = await db
            .knex('profiles')
            .where('user_type', 'admin')
            .count<{ count: number }[]>('* as count');
          expect(admins).toEqual([{ count: 1 }]);
          expect(await db.knex('assets').count<{ count: number }[]>('* as count')).toEqual([{ count: 6 }]);
        } finally {
          await Promise.all(servers.map((s) => s.close()));
        }
      } finally {
        await db.close();
      }
    },
  );
});
