import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/**
 * What an instance tells Prometheus (docs/operations.md): requests by route, errors by code,
 * the database pool, WebSocket clients, outbox lag and job runs, plus Node's own process figures.
 * One registry per server, so two servers in one test process never mix their figures.
 */
export interface Metrics {
  registry: Registry;
  requestDuration: Histogram<'method' | 'route' | 'status'>;
  errors: Counter<'code'>;
  outboxLag: Histogram;
  jobRuns: Counter<'job' | 'outcome'>;
  jobDuration: Histogram<'job'>;
  /** Gauges read when scraped: the pool and the sockets are asked, not counted along the way. */
  watch(sources: { pool(): PoolFigures; webSocketClients(): number }): void;
}

export interface PoolFigures {
  used: number;
  free: number;
  pending: number;
}

/** `processMetrics`: Node's own figures too (event-loop lag, heap, GC), which sample all the time. */
export function createMetrics(options: { processMetrics: boolean }): Metrics {
  const registry = new Registry();
  if (options.processMetrics) collectDefaultMetrics({ register: registry });
  const requestDuration = new Histogram({
    name: 'tradesim_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route (its declared path) and status',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const errors = new Counter({
    name: 'tradesim_http_errors_total',
    help: 'Error answers, by the error code of their envelope',
    labelNames: ['code'],
    registers: [registry],
  });
  const outboxLag = new Histogram({
    name: 'tradesim_outbox_lag_seconds',
    help: 'Age of the newest event of each outbox read, from its transaction start to its delivery here',
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const jobRuns = new Counter({
    name: 'tradesim_job_runs_total',
    help: 'Job runs this instance made, by job and outcome (succeeded or failed)',
    labelNames: ['job', 'outcome'],
    registers: [registry],
  });
  const jobDuration = new Histogram({
    name: 'tradesim_job_run_duration_seconds',
    help: 'Duration of the job runs this instance made',
    labelNames: ['job'],
    buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 10, 30, 60, 300],
    registers: [registry],
  });
  return {
    registry,
    requestDuration,
    errors,
    outboxLag,
    jobRuns,
    jobDuration,
    watch(sources) {
      const pool = (pick: (figures: PoolFigures) => number) =>
        function (this: Gauge) {
          this.set(pick(sources.pool()));
        };
      new Gauge({
        name: 'tradesim_db_pool_connections_in_use',
        help: 'Database connections handed out by the pool',
        registers: [registry],
        collect: pool((figures) => figures.used),
      });
      new Gauge({
        name: 'tradesim_db_pool_connections_idle',
        help: 'Database connections open in the pool and free',
        registers: [registry],
        collect: pool((figures) => figures.free),
      });
      new Gauge({
        name: 'tradesim_db_pool_waiting_requests',
        help: 'Requests for a database connection waiting for one',
        registers: [registry],
        collect: pool((figures) => figures.pending),
      });
      new Gauge({
        name: 'tradesim_websocket_clients',
        help: 'WebSocket clients connected to this instance',
        registers: [registry],
        collect() {
          this.set(sources.webSocketClients());
        },
      });
    },
  };
}
