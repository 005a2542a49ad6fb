import type { Command } from '@commander-js/extra-typings';
import {
  AppError,
  type CredentialStore,
  createClient,
  memoryStore,
  type TradesimClient,
} from '@tradesim/sdk';
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

/** The options the program gives every command (program.ts). */
export type GlobalOptions = {
  url?: string | undefined;
};

/** What the nouns are added to: the program, whose global options every command inherits. */
export type Program = Command<[], GlobalOptions>;

/** A noun (`tradesim users`), which its verbs are added to. */
export type Noun = Command<[], Record<never, never>, GlobalOptions>;

/** Any command of the program, as its action receives it: its options with the global ones. */
interface ProgramCommand {
  optsWithGlobals(): GlobalOptions;
}

/** The server a command talks to (its global `--url` and the environment decide). */
export function serverUrl(command: ProgramCommand): string {
  const { url } = command.optsWithGlobals();
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
export function adminClient(command: ProgramCommand, now: () => number = Date.now): TradesimClient {
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
export function lazyAdminClient(command: ProgramCommand): () => TradesimClient {
  let client: TradesimClient | undefined;
  return () => {
    client ??= adminClient(command);
    return client;
  };
}
