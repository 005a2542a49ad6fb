import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { appendFileSync } from 'node:fs';
import { findRepoRoot } from '../../src/repo-root.js';
import { adminCredentials } from './test-server.js';

/** An API server in a process of its own, started from the TypeScript sources, that a test may kill. */
export interface ApiProcess {
  url: string;
  pid: number;
  /** Settles when the process has ended, however it ended. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  signal(signal: NodeJS.Signals): void;
  /** SIGKILL and wait for the end. */
  kill(): Promise<void>;
  /** What it printed (stdout and stderr), for a failing test's message. */
  output(): string;
}

export interface ApiProcessOptions {
  databaseUrl: string;
  /** More environment: TRADESIM_TEST_CRASH_AT, JOBS_ENABLED, SEED_DEMO... */
  env?: Record<string, string>;
}

/** The environment every test process shares, so tokens of one are valid on another. */
export const apiProcessEnv = {
  HOST: '127.0.0.1',
  PORT: '0',
  JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
  ADMIN_EMAIL: adminCredentials.email,
  ADMIN_PASSWORD: adminCredentials.password,
  SEED_DEMO: 'false',
  JOBS_ENABLED: '0',
  LOG_LEVEL: 'warn',
  // As startTestServer: the staff policy is off unless a test is about it.
  REQUIRE_STAFF_MFA: 'false',
};

/**
 * Starts `api/src/main.ts` under tsx (as `npm start` runs the built one) and resolves once it
 * prints its URL. The workspace packages resolve to their sources, as in the tests.
 */
export async function startApiProcess(options: ApiProcessOptions): Promise<ApiProcess> {
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'api/src/main.ts'], {
    cwd: findRepoRoot(),
    env: { ...process.env, ...apiProcessEnv, DATABASE_URL: options.databaseUrl, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  const collect = (chunk: Buffer) => {
    printed += chunk.toString();
    if (process.env.API_PROCESS_LOG) appendFileSync(process.env.API_PROCESS_LOG, chunk);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = once(child, 'exit').then(([code, signal]) => ({
    code: code as number | null,
    signal: signal as NodeJS.Signals | null,
  }));
  const url = await new Promise<string>((resolve, reject) => {
    const onData = () => {
      const match = /API:\s+(http:\/\/\S+)\/api/.exec(printed);
      if (match?.[1]) resolve(match[1]);
    };
    child.stdout?.on('data', onData);
    void exited.then(() => reject(new Error(`the API process ended before it started:\n${printed}`)));
  });
  return processHandle(child, url, exited, () => printed);
}

function processHandle(
  child: ChildProcess,
  url: string,
  exited: ApiProcess['exited'],
  output: () => string,
): ApiProcess {
  return {
    url,
    pid: child.pid ?? -1,
    exited,
    signal: (signal) => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    },
    kill: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
    output,
  };
}
