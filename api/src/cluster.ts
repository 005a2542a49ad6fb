import cluster from 'node:cluster';
import type { Config } from './config.js';

/**
 * `WEB_CONCURRENCY` > 1: this process becomes a supervisor of that many API workers sharing
 * the port (node:cluster). Workers are ordinary instances — sessions, jobs, events, idempotency
 * keys and files are all in PostgreSQL (docs/operations.md#running) — so they need DATABASE_URL: the
 * embedded PGlite belongs to one process. A worker that dies is replaced.
 */
export function superviseWorkers(config: Config): void {
  if (!config.DATABASE_URL) {
    console.error('WEB_CONCURRENCY above 1 needs DATABASE_URL: the embedded database serves one process.');
    process.exit(1);
  }
  let stopping = false;
  const fork = () => cluster.fork();
  for (let i = 0; i < config.WEB_CONCURRENCY; i++) fork();
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    console.error(`API worker ${worker.process.pid} stopped (${signal ?? code}); starting another`);
    fork();
  });
  const stop = () => {
    if (stopping) return;
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.kill('SIGTERM');
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

/** The first worker (or the only process) prints the start-up banner. */
export function isFirstProcess(): boolean {
  return cluster.isPrimary || cluster.worker?.id === 1;
}

export function shouldSupervise(config: Config): boolean {
  return cluster.isPrimary && config.WEB_CONCURRENCY > 1;
}
