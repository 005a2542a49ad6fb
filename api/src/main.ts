import { timerSleep } from './clock.js';
import { isFirstProcess, shouldSupervise, superviseWorkers } from './cluster.js';
import { type Config, ConfigError, loadConfig } from './config.js';
import { DataDirError } from './db/data-dir.js';
import { isDatabaseUnavailable } from './db/errors.js';
import { type RunningServer, startServer } from './server.js';

/** How long a start waits for a database that is away (restarting, its connection cut). */
const startRetryMs = { each: 1_000, total: 30_000 };

/**
 * Starts, and starts again while the database is away: an instance started during a database
 * restart, or whose connection was cut mid-start, comes up once the database is back instead
 * of exiting. Any other error stops it at once.
 */
async function startWhenDatabaseIsUp(config: Config): Promise<RunningServer> {
  const deadline = Date.now() + startRetryMs.total;
  for (;;) {
    try {
      return await startServer({ config });
    } catch (error) {
      if (!isDatabaseUnavailable(error) || Date.now() > deadline) throw error;
      console.error(`Tradesim could not reach its database while starting (${String(error)}); trying again`);
      await timerSleep(startRetryMs.each);
    }
  }
}

/** `npm start` ends here: the whole product on one port. */
async function main(): Promise<void> {
  const config = loadConfig();
  if (shouldSupervise(config)) return superviseWorkers(config);
  const server = await startWhenDatabaseIsUp(config);
  const { log } = server.ctx;
  if (server.firstAdmin.created) {
    const lines = [`Admin account created: ${server.firstAdmin.email}`];
    if (server.firstAdmin.generatedPassword) {
      lines.push(
        `Generated password (shown once, change it after signing in): ${server.firstAdmin.generatedPassword}`,
      );
    }
    process.stdout.write(`\n  ${lines.join('\n  ')}\n\n`);
  }
  if (server.demoSeeded)
    log.info('demo catalogue seeded (6 assets with 7 days of simulated prices, 4 durations)');
  if (isFirstProcess())
    process.stdout.write(
      `  Tradesim is running (prices and returns are simulated)\n  User app:      ${server.url}/\n  Admin console: ${server.url}/admin\n  API:           ${server.url}/api  (reference at ${server.url}/api/docs)\n  Database:      ${server.ctx.db.kind === 'pglite' ? `embedded PGlite in ${config.DATA_DIR}` : 'PostgreSQL (DATABASE_URL)'}\n\n`,
    );
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    await server.drain();
    await server.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirError) {
    console.error(error.message);
  } else {
    console.error('Tradesim failed to start:', error);
  }
  process.exit(1);
});
