import { isFirstProcess, shouldSupervise, superviseWorkers } from './cluster.js';
import { ConfigError, loadConfig } from './config.js';
import { startServer } from './server.js';

/** `npm start` ends here: the whole product on one port. */
async function main(): Promise<void> {
  const config = loadConfig();
  if (shouldSupervise(config)) return superviseWorkers(config);
  const server = await startServer({ config });
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
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('Tradesim failed to start:', error);
  }
  process.exit(1);
});
