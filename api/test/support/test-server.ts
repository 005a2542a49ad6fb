import { createClient, memoryStore, type SocketConstructor, type TradesimClient } from '@tradesim/sdk';
import { WebSocket } from 'ws';
import type { Clock, Sleep } from '../../src/clock.js';
import { type Config, loadConfig } from '../../src/config.js';
import type { Database } from '../../src/db/connect.js';
import type { MarketData } from '../../src/market-data/provider.js';
import { type RunningServer, startServer } from '../../src/server.js';
import { fundUser } from './funding.js';
import { assertLedgerInvariants } from './ledger.js';
import { createTestDatabase } from './test-database.js';

export const adminCredentials = { email: 'admin@tradesim.test', password: 'admin-password-1' };

export interface TestServerOptions {
  seedDemo?: boolean;
  testClock?: boolean;
  env?: Record<string, string>;
  config?: Partial<Config>;
  uiRoot?: string;
  /** Another server's database: a second instance of the same deployment (scale-out tests). */
  database?: Database;
  clock?: Clock;
  /** How the sign-in slow-down waits; a real timer unless the test controls it. */
  sleep?: Sleep;
  /** Market-data sources instead of the config's (a fake, or the offline catalogue). */
  marketData?: MarketData;
  /**
   * The staff policy (docs/contract.md#staff-roles-second-factor-and-dual-control): on in every deployment by default, off here unless a test
   * is about it, so that tests of what staff do need not enrol a second factor first.
   */
  requireStaffMfa?: boolean;
}

export interface TestServer {
  url: string;
  server: RunningServer;
  db: Database;
  /** A fresh SDK client with its own credentials. */
  client(): TradesimClient;
  /** A client that sends this exact bearer token on every route, user or admin (forged, stale, foreign). */
  clientWithToken(token: string | undefined): TradesimClient;
  /** A client signed in to the back office. */
  adminClient(): Promise<TradesimClient>;
  /** A client of a newly registered user. */
  userClient(overrides?: {
    email?: string;
    password?: string;
  }): Promise<{ client: TradesimClient; email: string; password: string; userId: string }>;
  /** Credits a user as an approved deposit would (see fundUser). */
  fund(userId: string, amount: string): Promise<void>;
  /** Asserts the ledger invariants, stops the server and drops the database. */
  close(): Promise<void>;
}

let userCounter = 0;

/** A real server on a free port with a database of its own, driven through the SDK. */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const db = options.database ?? (await createTestDatabase());
  const config = loadConfig(
    {
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
      ADMIN_EMAIL: adminCredentials.email,
      ADMIN_PASSWORD: adminCredentials.password,
      SEED_DEMO: options.seedDemo ? 'true' : 'false',
      TRADESIM_TEST_CLOCK: options.testClock ? '1' : '0',
      JOBS_ENABLED: '0',
      ...options.env,
    },
    { validateResponses: true, ...options.config },
  );
  const server = await startServer({
    config,
    db,
    ...(options.uiRoot ? { uiRoot: options.uiRoot } : {}),
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.sleep ? { sleep: options.sleep } : {}),
    ...(options.marketData ? { marketData: options.marketData } : {}),
  });
  await db.knex('security_settings').update({ require_staff_mfa: options.requireStaffMfa ?? false });
  const socket = WebSocket as unknown as SocketConstructor;
  const client = () => createClient({ baseUrl: server.url, store: memoryStore(), WebSocket: socket });
  return {
    url: server.url,
    server,
    db,
    client,
    clientWithToken: (token) =>
      createClient({ baseUrl: server.url, store: memoryStore(), token: token ?? '', WebSocket: socket }),
    adminClient: async () => {
      const admin = client();
      await admin.admin.auth.login(adminCredentials);
      return admin;
    },
    userClient: async (overrides = {}) => {
      userCounter += 1;
      const email = overrides.email ?? `user${userCounter}.${Date.now()}@example.test`;
      const password = overrides.password ?? 'password-123';
      const user = client();
      const { user: profile } = await user.auth.register({
        email,
        password,
        firstName: 'Test',
        lastName: `User${userCounter}`,
      });
      return { client: user, email, password, userId: profile.id };
    },
    fund: (userId, amount) => fundUser(db, userId, amount),
    close: async () => {
      try {
        await assertLedgerInvariants(db);
      } finally {
        await server.close();
        // A second instance leaves the shared database to the test that created it.
        if (!options.database) await db.close();
      }
    },
  };
}
