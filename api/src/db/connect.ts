import { resolve } from 'node:path';
import knexFactory, { type Knex } from 'knex';
import ClientPgLite from 'knex-pglite';
import pg from 'pg';
import { checkDataDirWritable } from './data-dir.js';
import { EmbeddedConnection, type EmbeddedOptions } from './embedded-connection.js';

/** int8 (counts, bigserial ids) as a JS number, as PGlite already returns it; no count here nears 2^53. */
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));

export interface Database {
  knex: Knex;
  kind: 'pglite' | 'postgres';
  /** The connection string, when on PostgreSQL (the outbox wake opens its own connection). */
  url: string | null;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres:// URL; without it the embedded PGlite is used. */
  url?: string | undefined;
  /** Where PGlite keeps its files; `memory://` keeps nothing (tests). */
  dataDir?: string;
  poolMax?: number;
  /** The server's clock, in milliseconds (the embedded database's reopen back-off). */
  now?: () => number;
  /** Where the embedded database tells of a fault of DATA_DIR and of its recovery. */
  log?: EmbeddedOptions['log'];
}

export async function connectDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) return connectPostgres(options.url, options.poolMax ?? 20);
  return connectPglite(options.dataDir ?? 'memory://', options);
}

function connectPostgres(url: string, poolMax: number): Database {
  const knex = knexFactory({
    client: 'pg',
    connection: {
      connectionString: url,
      application_name: 'tradesim',
      // A transaction left open by a stalled process (paused, swapped out, cut off mid-request)
      // would hold its row locks and its Idempotency-Key claim; PostgreSQL ends it after 10 s,
      // so the key is free again and a retry gets a definite answer well within a minute.
      idle_in_transaction_session_timeout: 10_000,
      // A connection whose far end vanished (a crashed host, a cut network) is noticed by TCP
      // keepalive instead of waiting for the kernel's two hours.
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    },
    pool: { min: 0, max: poolMax },
    acquireConnectionTimeout: 10_000,
  });
  return { knex, kind: 'postgres', url, close: () => knex.destroy() };
}

async function connectPglite(dataDir: string, options: DatabaseOptions): Promise<Database> {
  const inMemory = dataDir.startsWith('memory://');
  const location = inMemory ? dataDir : resolve(dataDir, 'pgdata');
  const pglite = await EmbeddedConnection.open({
    location,
    checkWritable: () => {
      if (!inMemory) checkDataDirWritable(dataDir, location);
    },
    now: options.now ?? Date.now,
    log: options.log,
  });
  const knex = knexFactory({
    client: ClientPgLite as unknown as typeof knexFactory.Client,
    dialect: 'postgres',
    connection: () => ({ pglite }) as unknown as Knex.StaticConnectionConfig,
    acquireConnectionTimeout: 60_000,
  });
  return {
    knex,
    kind: 'pglite',
    url: null,
    close: async () => {
      await knex.destroy();
      if (!pglite.closed) await pglite.close();
    },
  };
}
