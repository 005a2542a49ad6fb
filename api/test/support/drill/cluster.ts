import type { Rng } from '@tradesim/core';
import type { Knex } from 'knex';
import { type ApiProcess, startApiProcess } from '../api-process.js';

/** One API instance of the drill: its process when up (null while it restarts), and whether it is paused. */
interface Instance {
  name: string;
  process: ApiProcess | null;
  paused: boolean;
  /** Set just before the drill itself kills it, so any other end is a crash of the API. */
  killing: boolean;
}

export interface FaultCounts {
  kills: number;
  pauses: number;
  terminatedConnections: number;
  /** Processes that ended without being killed: each is a bug (the drill fails on any). */
  unexpectedExits: string[];
}

/**
 * Two (or more) API processes on one PostgreSQL database, and the faults the drill inflicts on
 * them: `kill -9` then a restart, SIGSTOP for a while then SIGCONT, and `pg_terminate_backend` of
 * every connection the API processes hold. A process that dies on its own is restarted too, and
 * recorded.
 */
export function createCluster(options: { databaseUrl: string; size: number; env: Record<string, string> }) {
  const instances: Instance[] = Array.from({ length: options.size }, (_, i) => ({
    name: String.fromCharCode(65 + i),
    process: null,
    paused: false,
    killing: false,
  }));
  const faults: FaultCounts = { kills: 0, pauses: 0, terminatedConnections: 0, unexpectedExits: [] };
  const restarts = new Set<Promise<void>>();
  let stopping = false;

  async function start(instance: Instance): Promise<void> {
    let process: ApiProcess;
    try {
      process = await startApiProcess({ databaseUrl: options.databaseUrl, env: options.env });
    } catch (error) {
      // A process that ended before it started counts against the drill like any other
      // unexpected end (it fails it), and is started again so the run goes on.
      faults.unexpectedExits.push(`${instance.name} failed to start: ${String(error)}`);
      if (!stopping) await start(instance);
      return;
    }
    instance.process = process;
    instance.killing = false;
    void process.exited.then((end) => {
      if (instance.killing || stopping) return;
      faults.unexpectedExits.push(`${instance.name} ended with ${JSON.stringify(end)}:\n${process.output()}`);
      instance.process = null;
      restart(instance);
    });
  }

  function restart(instance: Instance): void {
    const running = start(instance).finally(() => restarts.delete(running));
    restarts.add(running);
  }

  const pick = (rng: Rng) => instances[Math.floor(rng() * instances.length)] as Instance;

  return {
    faults,
    async startAll(): Promise<void> {
      // One at a time: the first migrates and seeds, the rest find it done.
      for (const instance of instances) await start(instance);
    },
    /** The URL of an instance that is up, another than `avoid` if there is one (paused ones included: a client cannot tell). */
    pickUrl(rng: Rng, avoid?: string): string | null {
      const up = instances.filter((instance) => instance.process);
      const others = up.filter((instance) => instance.process?.url !== avoid);
      const pool = others.length > 0 ? others : up;
      return pool[Math.floor(rng() * pool.length)]?.process?.url ?? null;
    },
    /** SIGKILL; a new process takes its place (on a new port) in the background. */
    async kill(rng: Rng): Promise<void> {
      const instance = pick(rng);
      const victim = instance.process;
      if (!victim || instance.paused) return;
      instance.killing = true;
      instance.process = null;
      faults.kills += 1;
      await victim.kill();
      restart(instance);
    },
    /** SIGSTOP for `ms`, then SIGCONT: its requests and open transactions stall meanwhile. */
    async pause(rng: Rng, ms: number, sleep: (ms: number) => Promise<void>): Promise<void> {
      const instance = pick(rng);
      const paused = instance.process;
      if (!paused || instance.paused) return;
      instance.paused = true;
      faults.pauses += 1;
      paused.signal('SIGSTOP');
      try {
        await sleep(ms);
      } finally {
        paused.signal('SIGCONT');
        instance.paused = false;
      }
    },
    /** Cuts every database connection of the API processes (theirs are named 'tradesim'). */
    async terminateConnections(harness: Knex): Promise<void> {
      const result = await harness.raw(
        `SELECT count(pg_terminate_backend(pid))::int AS n FROM pg_stat_activity
          WHERE datname = current_database() AND application_name = 'tradesim' AND pid <> pg_backend_pid()`,
      );
      faults.terminatedConnections += (result.rows[0] as { n: number }).n;
    },
    /** Waits until every instance is up again (after the last fault). */
    async settle(): Promise<void> {
      while (restarts.size > 0) await Promise.all([...restarts]);
    },
    async stopAll(): Promise<void> {
      stopping = true;
      await Promise.allSettled([...restarts]);
      for (const instance of instances) {
        instance.process?.signal('SIGCONT');
        await instance.process?.kill();
        instance.process = null;
      }
    },
  };
}

export type Cluster = ReturnType<typeof createCluster>;
