import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface E2eServer {
  url: string;
  adminEmail: string;
  adminPassword: string;
  /** What the server printed so far (its log lines; mail links at LOG_LEVEL info). */
  output(): string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * The built product as `npm start` runs it (api/dist, both UI builds), on a free port with a
 * fresh embedded database, ready when /api/health answers.
 */
export async function startE2eServer(root: string, env: Record<string, string> = {}): Promise<E2eServer> {
  const port = await freePort();
  const adminEmail = 'admin@e2e.test';
  const adminPassword = 'e2e-admin-password';
  const child: ChildProcess = spawn(process.execPath, [join(root, 'api', 'dist', 'src', 'main.js')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'tradesim-e2e-')),
      ADMIN_EMAIL: adminEmail,
      ADMIN_PASSWORD: adminPassword,
      LOG_LEVEL: 'warn',
      // The browser journeys are about the screens; the staff policy has tests of its own.
      REQUIRE_STAFF_MFA: 'false',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`))),
  );
  const url = `http://127.0.0.1:${port}`;
  const ready = (async () => {
    for (;;) {
      const ok = await fetch(`${url}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  await Promise.race([ready, exited]);
  return {
    url,
    adminEmail,
    adminPassword,
    output: () => output,
    stop: async () => {
      if (child.exitCode !== null) return;
      const gone = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await gone;
    },
  };
}
