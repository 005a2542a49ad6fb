import { chmodSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CredentialStore } from '@tradesim/sdk';

/** What `tradesim login` keeps: one admin session, for one server. */
export interface StoredSession {
  url: string;
  token: string;
  expiresAt: string;
  email: string | null;
}

export const sessionFileName = 'session.json';
/** The last server signed in to, kept when its session ends (no secret in it). */
export const serverFileName = 'server.json';

/** URLs compare without a trailing slash, so `--url http://x/` reuses the session of `http://x`. */
export function normaliseUrl(url: string): string {
  return url.trim().replace(/\/+$/, '');
}

export function readSession(dir: string): StoredSession | null {
  let text: string;
  try {
    text = readFileSync(join(dir, sessionFileName), 'utf8');
  } catch {
    return null;
  }
  try {
    const value = JSON.parse(text) as Partial<StoredSession>;
    if (typeof value.url !== 'string' || typeof value.token !== 'string') return null;
    if (typeof value.expiresAt !== 'string') return null;
    return { url: value.url, token: value.token, expiresAt: value.expiresAt, email: value.email ?? null };
  } catch {
    // A damaged file holds no usable session; the next login replaces it.
    return null;
  }
}

/** The token is a bearer secret: the directory is 700 and the file 600, written atomically. */
export function writeSession(dir: string, session: StoredSession): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  chmodSync(dir, 0o700);
  const file = join(dir, sessionFileName);
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(session, null, 2)}\n`, { mode: 0o600 });
  chmodSync(temporary, 0o600);
  renameSync(temporary, file);
  writeFileSync(join(dir, serverFileName), `${JSON.stringify({ url: session.url })}\n`, { mode: 0o600 });
}

/**
 * The server of the last sign-in, whether or not its session is still there: after a session
 * expires or is signed out, `tradesim login` and every command still talk to that server.
 */
export function readRememberedServer(dir: string): string | null {
  try {
    const value = JSON.parse(readFileSync(join(dir, serverFileName), 'utf8')) as { url?: unknown };
    return typeof value.url === 'string' ? value.url : null;
  } catch {
    return null;
  }
}

export function deleteSession(dir: string): void {
  rmSync(join(dir, sessionFileName), { force: true });
}

/**
 * The SDK's credential store over the session file, for one server: a session kept for
 * another URL is never sent to this one. When the SDK drops the session (the server says it
 * is invalid, or logout), the file goes too.
 */
export function fileStore(dir: string, url: string): CredentialStore {
  const target = normaliseUrl(url);
  const ours = () => {
    const session = readSession(dir);
    return session && normaliseUrl(session.url) === target ? session : null;
  };
  return {
    load: () => {
      const session = ours();
      return { user: null, admin: session ? { token: session.token, expiresAt: session.expiresAt } : null };
    },
    save: (credentials) => {
      const current = ours();
      // The CLI signs in for a bearer token; a cookie session (the console's) has nothing to keep.
      const token = credentials.admin?.token;
      if (credentials.admin && token) {
        writeSession(dir, {
          url: target,
          token,
          expiresAt: credentials.admin.expiresAt,
          email: current?.email ?? null,
        });
      } else if (current) {
        deleteSession(dir);
      }
    },
  };
}
