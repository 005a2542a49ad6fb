import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configDir } from './config-dir.js';
import { resolveUrl } from './context.js';
import {
  fileStore,
  readRememberedServer,
  readSession,
  sessionFileName,
  writeSession,
} from './session-file.js';

let base: string;
let dir: string;
beforeEach(async () => {
  base = await mkdtemp(join(tmpdir(), 'tradesim-session-'));
  dir = join(base, 'tradesim');
});
afterEach(async () => {
  await rm(base, { recursive: true, force: true });
});

const session = { url: 'http://a.test', token: 'secret', expiresAt: '2030-01-01T00:00:00.000Z', email: null };

describe('session file', () => {
  it('is written 600 in a 700 directory, and read back', async () => {
    writeSession(dir, session);
    expect((await stat(join(dir, sessionFileName))).mode & 0o777).toBe(0o600);
    expect((await stat(dir)).mode & 0o777).toBe(0o700);
    expect(readSession(dir)).toEqual(session);
  });

  it('reads a missing or damaged file as no session', async () => {
    expect(readSession(dir)).toBeNull();
    writeSession(dir, session);
    await writeFile(join(dir, sessionFileName), '{"url": 1');
    expect(readSession(dir)).toBeNull();
  });

  it('gives the SDK the token only for the server it was issued by', () => {
    writeSession(dir, session);
    expect(fileStore(dir, 'http://a.test/').load().admin).toEqual({
      token: 'secret',
      expiresAt: session.expiresAt,
    });
    expect(fileStore(dir, 'http://b.test').load().admin).toBeNull();
  });

  it('keeps a refreshed session and deletes the file when the SDK drops it', async () => {
    writeSession(dir, { ...session, email: 'ops@a.test' });
    const store = fileStore(dir, session.url);
    store.save({ user: null, admin: { token: 'renewed', expiresAt: '2030-01-02T00:00:00.000Z' } });
    expect(JSON.parse(await readFile(join(dir, sessionFileName), 'utf8'))).toMatchObject({
      token: 'renewed',
      email: 'ops@a.test',
    });
    // Another server's client dropping its (absent) session leaves this one alone.
    fileStore(dir, 'http://b.test').save({ user: null, admin: null });
    expect(readSession(dir)?.token).toBe('renewed');
    store.save({ user: null, admin: null });
    expect(readSession(dir)).toBeNull();
    // The server is remembered after its session ended.
    expect(readRememberedServer(dir)).toBe(session.url);
  });
});

describe('where the session lives and which server is used', () => {
  it('prefers TRADESIM_CONFIG_DIR, then XDG_CONFIG_HOME, then ~/.config', () => {
    expect(configDir({ TRADESIM_CONFIG_DIR: '/x', XDG_CONFIG_HOME: '/y' }, '/home/o', 'linux')).toBe('/x');
    expect(configDir({ XDG_CONFIG_HOME: '/y' }, '/home/o', 'linux')).toBe(join('/y', 'tradesim'));
    expect(configDir({}, '/home/o', 'linux')).toBe(join('/home/o', '.config', 'tradesim'));
  });

  it('takes --url, then TRADESIM_URL, then the signed-in server, then localhost:3000', () => {
    expect(resolveUrl('http://flag/', { TRADESIM_URL: 'http://env' }, 'http://stored')).toBe('http://flag');
    expect(resolveUrl(undefined, { TRADESIM_URL: 'http://env' }, 'http://stored')).toBe('http://env');
    expect(resolveUrl(undefined, {}, 'http://stored')).toBe('http://stored');
    expect(resolveUrl(undefined, {}, null)).toBe('http://localhost:3000');
  });
});
