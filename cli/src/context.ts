import {
  AppError,
  type CredentialStore,
  createClient,
  memoryStore,
  type TradesimClient,
} from '@tradesim/sdk';
import type { Command } from 'commander';
import { configDir } from './config-dir.js';
import { ServerUnreachable } from './errors.js';
import { cliIo } from './io.js';
import { fileStore, normaliseUrl, readRememberedServer, readSession } from './session-file.js';
import { cliUserAgent } from './version.js';

export const defaultUrl = 'http://localhost:3000';

/** `--url`, else TRADESIM_URL, else the server last signed in to, else localhost:3000. */
export function resolveUrl(
  flag: string | undefined,
  env: NodeJS.ProcessEnv,
  storedUrl: string | null,
): string {
  return normaliseUrl(flag ?? env.TRADESIM_URL ?? storedUrl ?? defaultUrl);
}

/** The server a command talks to (its global `--url` and the environment decide). */
export function serverUrl(command: Command): string {
  const { url } = command.optsWithGlobals<{ url?: string }>();
  const dir = configDir();
  return resolveUrl(url, cliIo().env, readSession(dir)?.url ?? readRememberedServer(dir));
}

/** Every client the CLI makes: it names itself in the User-Agent. */
export function cliClient(url: string, store: CredentialStore): TradesimClient {
  // A request that never reached the server says which server it tried (clig.dev).
  const reaching: typeof fetch = (input, init) =>
    globalThis.fetch(input, init).catch((error: unknown) => {
      throw new ServerUnreachable(url, error);
    });
  return createClient({ baseUrl: url, store, userAgent: cliUserAgent, fetch: reaching });
}

/** A client without credentials (health, login). */
export function anonymousClient(url: string): TradesimClient {
  return cliClient(url, memoryStore());
}

/**
 * A client signed in with the stored admin session for this server. Refused (exit 1) when
 * there is none or it has expired: the fix is `tradesim login`.
 */
export function adminClient(command: Command, now: () => number = Date.now): TradesimClient {
  const url = serverUrl(command);
  const dir = configDir();
  const store = fileStore(dir, url);
  const session = store.load().admin;
  if (!session) {
    throw new AppError('ADMIN_SESSION_INVALID', `Not signed in to ${url}. Run \`tradesim login\` first.`);
  }
  if (Date.parse(session.expiresAt) <= now()) {
    throw new AppError(
      'ADMIN_SESSION_INVALID',
      `Your admin session on ${url} expired at ${session.expiresAt}. Run \`tradesim login\` again.`,
    );
  }
  return cliClient(url, store);
}

/**
 * The admin client, made on first use: usage errors (a missing value without a terminal)
 * are reported before "not signed in".
 */
export function lazyAdminClient(command: Command): () => TradesimClient {
  let client: TradesimClient | undefined;
  return () => {
    client ??= adminClient(command);
    return client;
  };
}
