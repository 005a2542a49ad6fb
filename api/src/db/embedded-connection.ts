import { PGlite, type QueryOptions, type Results } from '@electric-sql/pglite';
import { isEmbeddedInstanceFault } from './errors.js';

/**
 * Answered while the embedded database waits for its files to take writes again. 57P03
 * (cannot_connect_now, as a server in recovery answers) makes it a 503 like any unreachable
 * database (errors.ts).
 */
export class EmbeddedDatabaseFault extends Error {
  override name = 'EmbeddedDatabaseFault';
  readonly code = '57P03';
}

export interface EmbeddedOptions {
  /** PGlite's directory (DATA_DIR/pgdata), or `memory://`. */
  location: string;
  /** Throws unless the directory takes writes (data-dir.ts); asked before each reopen. */
  checkWritable(): void;
  /** Milliseconds now (the server's clock): when a failed reopen may be tried again. */
  now(): number;
  log?: { warn(details: object, message: string): void; info(message: string): void } | undefined;
}

/** What the WASM build throws once PostgreSQL inside it has aborted or exited. */
const stoppedWasm = new Set(['RuntimeError', 'ExitStatus']);

/** After a reopen that failed although the directory took a small write, the next one waits this long. */
export const reopenBackoffMs = 5_000;

/**
 * The embedded PGlite as knex-pglite's one connection (it calls `waitReady`, `query` and
 * `close`), able to outlive a fault of its files: a full disk, a read-only data directory.
 *
 * What PGlite does then (docs/operations.md#full-disk-or-read-only-data-directory): a failed
 * write to a data file is an ERROR, but the instance's file layer keeps a file it failed to
 * create, so that relation then fails every insert; a failed WAL write is a PANIC, after which
 * the next query blocks the process for good, while close() is safe and writes nothing. So at
 * the first such error the instance is closed, never queried again, and every query answers
 * EmbeddedDatabaseFault (a 503). A later query, a readiness probe or the outbox tail's next read
 * reopens it from disk once a small write to the directory succeeds: PostgreSQL's crash
 * recovery replays the WAL, so every committed transaction is there and none that was not.
 * A transaction that was open at the fault stays refused to its end, so that none of it runs
 * on the new instance; knex gives the one connection to one transaction at a time, and marks
 * it with the transaction's id (`__knexTxId`).
 */
export class EmbeddedConnection {
  __knexTxId?: string;
  #instance: PGlite | null;
  #fault: unknown = null;
  #faultedTx: string | undefined;
  #closing: Promise<void> = Promise.resolve();
  #reopening: Promise<void> | null = null;
  #retryAt = 0;
  #closed = false;

  private constructor(
    instance: PGlite,
    private readonly options: EmbeddedOptions,
  ) {
    this.#instance = instance;
  }

  static async open(options: EmbeddedOptions): Promise<EmbeddedConnection> {
    options.checkWritable();
    return new EmbeddedConnection(await PGlite.create(options.location), options);
  }

  get waitReady(): Promise<void> {
    return this.#instance?.waitReady ?? Promise.resolve();
  }

  get closed(): boolean {
    return this.#closed;
  }

  async query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    if (this.#faultedTx !== undefined && this.__knexTxId === this.#faultedTx) throw this.#faultError();
    // The live instance at once (every query of a healthy server); the reopening path only after a fault.
    const live = this.#closed ? null : this.#instance;
    const instance = live ?? (await this.#usable());
    try {
      return await instance.query<T>(sql, params, options);
    } catch (error) {
      if (!isEmbeddedInstanceFault(error) && !stoppedWasm.has((error as Error)?.name)) throw error;
      this.#abandon(instance, error);
      throw this.#faultError();
    }
  }

  async close(): Promise<void> {
    this.#closed = true;
    await this.#reopening?.catch(() => undefined);
    const instance = this.#instance;
    this.#instance = null;
    await this.#closing;
    if (instance && !instance.closed) await instance.close();
  }

  #abandon(instance: PGlite, error: unknown): void {
    if (this.#instance !== instance) return;
    this.#instance = null;
    this.#fault = error;
    this.#faultedTx = this.__knexTxId;
    this.options.log?.warn(
      { err: error },
      'the embedded database could not write to DATA_DIR: 503 until it can',
    );
    this.#closing = instance.close().catch(() => undefined);
  }

  /** The live instance, reopened first if it is due; each caller tries one reopen at most. */
  async #usable(): Promise<PGlite> {
    let tried = false;
    for (;;) {
      if (this.#closed) throw new Error('PGlite is closed');
      if (this.#instance) return this.#instance;
      if (this.#reopening) {
        await this.#reopening.catch(() => undefined);
        continue;
      }
      if (tried || this.options.now() < this.#retryAt) throw this.#faultError();
      tried = true;
      this.#reopening = this.#reopen().finally(() => {
        this.#reopening = null;
      });
    }
  }

  async #reopen(): Promise<void> {
    await this.#closing;
    this.options.checkWritable();
    const instance = new PGlite(this.options.location);
    try {
      await instance.waitReady;
    } catch (error) {
      this.#retryAt = this.options.now() + reopenBackoffMs;
      this.options.log?.warn({ err: error }, 'reopening the embedded database failed; trying again shortly');
      await instance.close().catch(() => undefined);
      throw error;
    }
    this.#instance = instance;
    this.#fault = null;
    this.options.log?.info('the embedded database reopened from DATA_DIR (crash recovery replayed its WAL)');
  }

  #faultError(): EmbeddedDatabaseFault {
    return new EmbeddedDatabaseFault('The embedded database is waiting for DATA_DIR to take writes again', {
      cause: this.#fault,
    });
  }
}
