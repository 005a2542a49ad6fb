import { execFile, spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import {
  type Approval,
  type ApprovalKind,
  type AssetType,
  Decimal,
  encodeTrc20Address,
} from '@tradesim/core';
import type { TradesimClient } from '@tradesim/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultRateLimits } from '../src/config.js';
import type { MarketData, MarketDataProvider } from '../src/market-data/provider.js';
import { totpCode } from '../src/modules/mfa/totp.js';
import { expectAppError } from './support/errors.js';
import { inviteStaffMember } from './support/staff.js';
import { adminCredentials, startTestServer, type TestServer } from './support/test-server.js';

/**
 * The operator CLI end to end: the real `tradesim` binary (cli/bin → cli/dist, built here)
 * against a real server, with the session kept in a temporary config directory and stdin not
 * a terminal, as in a script.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
const bin = join(root, 'cli', 'bin', 'tradesim.js');

/** A market-data source that knows a few symbols, so a bulk add adds some and fails the rest. */
const known: Record<AssetType, { symbol: string; name: string; price: string }[]> = {
  crypto: [
    { symbol: 'BTC', name: 'Bitcoin', price: '64250.00' },
    { symbol: 'ETH', name: 'Ethereum', price: '3150.00' },
    { symbol: 'SOL', name: 'Solana', price: '142.50' },
    // Not in the bulk list: only `assets add` adds it.
    { symbol: 'ARB', name: 'Arbitrum', price: '0.85' },
  ],
  stock: [
    { symbol: 'AAPL', name: 'Apple Inc.', price: '228.50' },
    { symbol: 'MSFT', name: 'Microsoft Corporation', price: '415.20' },
  ],
};

function fakeProvider(type: AssetType): MarketDataProvider {
  const entries = known[type];
  return {
    type,
    search: async (query, limit) =>
      entries
        .filter((e) => `${e.symbol} ${e.name}`.toLowerCase().includes(query.trim().toLowerCase()))
        .slice(0, limit)
        .map(({ symbol, name }) => ({ symbol, name, type })),
    quotes: async (symbols) =>
      entries
        .filter((e) => symbols.includes(e.symbol))
        .map((e) => ({
          symbol: e.symbol,
          name: e.name,
          type,
          price: new Decimal(e.price),
          change24h: null,
          changePercent24h: null,
          marketCap: null,
          volume24h: null,
          icon: null,
        })),
  };
}
const marketData: MarketData = { crypto: fakeProvider('crypto'), stock: fakeProvider('stock') };

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

let t: TestServer;
let admin: TradesimClient;
let configDir: string;

/**
 * Runs `node cli/bin/tradesim.js ...args`; stdin is a pipe (not a TTY) fed with `input`. Another
 * config directory is another operator, with a session of their own.
 */
function tradesim(args: string[], input = '', dir = configDir): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [bin, ...args], {
      cwd: root,
      env: { ...process.env, TRADESIM_CONFIG_DIR: dir, TRADESIM_URL: t.url },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(input);
  });
}

/** Runs a command that must succeed and returns its stdout parsed as the one JSON document. */
async function tradesimJson<T>(args: string[]): Promise<T> {
  const run = await tradesim([...args, '--json']);
  expect(run.stderr).toBe('');
  expect(run.code).toBe(0);
  return JSON.parse(run.stdout) as T;
}

/** Each group signs in on its own, so it also runs alone (`-t`); a new login replaces the session. */
async function signIn(): Promise<void> {
  expect((await login()).code).toBe(0);
}

async function login(): Promise<Run> {
  return tradesim(
    ['login', '--email', adminCredentials.email, '--password-stdin'],
    adminCredentials.password,
  );
}

const walletAddress = encodeTrc20Address(new Uint8Array(20).fill(9));
const png = () =>
  new Blob([Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82])], {
    type: 'image/png',
  });

/**
 * A new authenticator secret: given at once to the first owner, to anyone else through the
 * one-time link mailed to them (its token read from the mail outbox).
 */
async function enrolSecret(
  client: TradesimClient,
  email = adminCredentials.email,
): Promise<{ secret: string }> {
  const setup = await client.admin.auth.mfa.setup();
  if ('secret' in setup) return setup;
  const mail = await t.db
    .knex('mail_outbox')
    .where({ to_email: email, template: 'staff_mfa_enrolment' })
    .orderBy('created_at', 'desc')
    .first('body');
  const token = decodeURIComponent(/mfa-enrolment\?token=([^\s]+)/.exec(mail?.body ?? '')?.[1] ?? '');
  const linked = await client.admin.auth.mfa.setup({ token });
  if (!('secret' in linked)) throw new Error(`no enrolment link mailed to ${email}`);
  return linked;
}

/** The newest request of this kind waiting for a second staff member. */
async function newestPending(kind: ApprovalKind): Promise<Approval> {
  const { items } = await admin.admin.approvals.list({ status: 'pending' });
  const found = items.find((approval) => approval.kind === kind);
  if (!found) throw new Error(`no pending ${kind} request`);
  return found;
}

let second: TradesimClient | undefined;

/** Another owner, signed in through the SDK: the second pair of eyes every dual-controlled change needs. */
async function secondOwner(): Promise<TradesimClient> {
  second ??= (await inviteStaffMember(t, admin, 'owner')).client;
  return second;
}

/** The UTC day of a timestamp, and the start of that day and of the next (what `--from`/`--to DAY` send). */
function dayOf(timestamp: string): { day: string; start: string; end: string } {
  const day = timestamp.slice(0, 10);
  const start = `${day}T00:00:00Z`;
  const end = new Date(Date.parse(start) + 86_400_000).toISOString().replace('.000Z', 'Z');
  return { day, start, end };
}

beforeAll(async () => {
  // The binary runs the compiled CLI (and the compiled sdk and core it imports): build them.
  // Incremental, so a checkout that is already built costs a second.
  await promisify(execFile)(join(root, 'node_modules', '.bin', 'tsc'), ['-b', 'cli'], { cwd: root }).catch(
    (error: { stdout?: string }) => {
      throw new Error(`tsc -b cli failed:\n${error.stdout ?? String(error)}`);
    },
  );
  configDir = join(await mkdtemp(join(tmpdir(), 'tradesim-cli-')), 'config');
  t = await startTestServer({
    marketData,
    config: {
      rateLimits: { ...defaultRateLimits, registerPerIp: 1_000 },
      catalogueJobPauses: { cryptoMs: 0, stockMs: 0, imageMs: 0 },
    },
  });
  admin = await t.adminClient();
});

afterAll(async () => {
  await t?.close();
  if (configDir) await rm(join(configDir, '..'), { recursive: true, force: true });
});

describe('login and logout', () => {
  it('refuses to run without the values it cannot ask for (no terminal): exit 2, no file', async () => {
    const run = await tradesim(['login', '--email', adminCredentials.email]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('Missing --password');
    expect(run.stdout).toBe('');
    await expect(stat(join(configDir, 'session.json'))).rejects.toThrow();
  });

  it('says why a wrong password is refused: exit 1', async () => {
    const run = await tradesim(
      ['login', '--email', adminCredentials.email, '--password-stdin'],
      'wrong-pass',
    );
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('Invalid login credentials');
    await expect(stat(join(configDir, 'session.json'))).rejects.toThrow();
  });

  it('is refused before login, then keeps the session in a 600 file in a 700 directory', async () => {
    const before = await tradesim(['users', 'list']);
    expect(before.code).toBe(1);
    expect(before.stderr).toContain(`Not signed in to ${t.url}`);

    const run = await login();
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(`Signed in to ${t.url} as ${adminCredentials.email}`);
    const file = join(configDir, 'session.json');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await stat(configDir)).mode & 0o777).toBe(0o700);
    const session = JSON.parse(await readFile(file, 'utf8'));
    expect(session).toMatchObject({ url: t.url, email: adminCredentials.email });
    expect(Date.parse(session.expiresAt)).toBeGreaterThan(Date.now() + 23 * 3_600_000);
    // The stored token is a live admin session.
    const { admin: who } = await t.clientWithToken(session.token).admin.auth.session();
    expect(who.email).toBe(adminCredentials.email);
    // The console's sessions list names it as the CLI, not as Node's fetch ("node").
    const { items } = await t.clientWithToken(session.token).admin.auth.sessions.list();
    expect(items.find((item) => item.current)?.userAgent).toMatch(/^tradesim-cli\/0\.1\.0 \(Node v\d+/);
  });

  it('logs out on the server and forgets the session; a later command is refused', async () => {
    await login();
    const { token } = JSON.parse(await readFile(join(configDir, 'session.json'), 'utf8'));
    const run = await tradesim(['logout']);
    expect(run.code).toBe(0);
    await expect(stat(join(configDir, 'session.json'))).rejects.toThrow();
    await expectAppError(t.clientWithToken(token).admin.auth.session(), 'ADMIN_SESSION_INVALID');
    expect((await tradesim(['deposits', 'list'])).code).toBe(1);
    expect((await login()).code).toBe(0);
  });
});

describe('login with two-step verification on', () => {
  it('takes the code from --code or from the second line of stdin, and says when it is missing', async () => {
    const { secret } = await enrolSecret(admin);
    const { recoveryCodes } = await admin.admin.auth.mfa.enable(totpCode(secret, new Date()));
    try {
      const missing = await login();
      expect(missing.code).toBe(2);
      expect(missing.stderr).toContain('Missing --code <code>');
      const flag = await tradesim(
        ['login', '--email', adminCredentials.email, '--password-stdin', '--code', recoveryCodes[0] ?? ''],
        adminCredentials.password,
      );
      expect(flag.code).toBe(0);
      const wrong = await tradesim(
        ['login', '--email', adminCredentials.email, '--password-stdin'],
        `${adminCredentials.password}\n000000\n`,
      );
      expect(wrong.code).toBe(1);
      expect(wrong.stderr).toContain('Invalid verification code');
      const stdin = await tradesim(
        ['login', '--email', adminCredentials.email, '--password-stdin'],
        `${adminCredentials.password}\n${recoveryCodes[1]}\n`,
      );
      expect(stdin.code).toBe(0);
      expect(stdin.stdout).toContain(`Signed in to ${t.url} as ${adminCredentials.email}`);
    } finally {
      await admin.admin.auth.mfa.disable(recoveryCodes[2] ?? '');
    }
    expect((await login()).code).toBe(0);
  });
});

describe('deposits and withdrawals', () => {
  beforeAll(signIn);

  it('sets the wallet, lists a pending deposit as the SDK does, approves it once', async () => {
    // Where users pay changes only once a second staff member approves.
    const before = await admin.admin.paymentSettings.get();
    const wallet = await tradesim([
      'payment-settings',
      'set-wallet',
      walletAddress,
      '--reason',
      'the first wallet',
      '--yes',
    ]);
    expect(wallet.code).toBe(0);
    const walletRequest = await newestPending('payment_settings');
    expect(walletRequest).toMatchObject({
      note: 'the first wallet',
      requestedByEmail: adminCredentials.email,
    });
    expect(wallet.stdout).toBe(
      `Requested: Set the deposit wallet to ${walletAddress}; waiting for a second staff member (approval ${walletRequest.id}).\n` +
        `Another staff member approves it with: tradesim approvals approve ${walletRequest.id} (before ${walletRequest.expiresAt})\n`,
    );
    expect(await admin.admin.paymentSettings.get()).toEqual(before);
    await (await secondOwner()).admin.approvals.approve(walletRequest.id);
    const shown = await tradesimJson<{ walletAddress: string; qrCodeUrl: string | null }>([
      'payment-settings',
      'show',
    ]);
    expect(shown).toEqual(await admin.admin.paymentSettings.get());
    expect(shown.walletAddress).toBe(walletAddress);
    // The same address again asks for nothing: the settings as they are.
    const same = await tradesim(['payment-settings', 'set-wallet', walletAddress, '--yes']);
    expect(same.stdout).toContain(`Nothing to change:\nWallet (USDT, TRC20): ${walletAddress}`);
    // The QR code: uploaded from a file, then removed (with --yes, there being no terminal),
    // each once the second staff member approves.
    const qrFile = join(configDir, '..', 'qr.png');
    await writeFile(qrFile, Buffer.from(await png().arrayBuffer()));
    const upload = await tradesim(['payment-settings', 'set-qr', qrFile]);
    expect(upload.code).toBe(0);
    expect(upload.stdout).toContain('Requested: Replace the deposit QR code with an uploaded image;');
    await (await secondOwner()).admin.approvals.approve((await newestPending('payment_settings')).id);
    expect((await admin.admin.paymentSettings.get()).qrCodeUrl).not.toBeNull();
    expect((await tradesim(['payment-settings', 'remove-qr'])).code).toBe(2);
    const removal = await tradesim(['payment-settings', 'remove-qr', '--yes']);
    expect(removal.code).toBe(0);
    expect(removal.stdout).toContain('Requested: Remove the deposit QR code;');
    expect((await admin.admin.paymentSettings.get()).qrCodeUrl).not.toBeNull();
    await (await secondOwner()).admin.approvals.approve((await newestPending('payment_settings')).id);
    expect((await admin.admin.paymentSettings.get()).qrCodeUrl).toBeNull();

    const { client: user, userId, email } = await t.userClient();
    const deposit = await user.wallet.deposit({ amount: '100', proof: png() });
    const listed = await tradesimJson(['deposits', 'list', '--status', 'pending']);
    expect(listed).toEqual(await admin.admin.transactions.list({ type: 'deposit', status: 'pending' }));
    const table = await tradesim(['deposits', 'list', '--status', 'pending']);
    expect(table.stdout).toMatch(new RegExp(`${deposit.id}\\s+${email}\\s+100\\.00`));

    const approved = await tradesimJson<{ status: string }>([
      'deposits',
      'approve',
      deposit.id,
      '--notes',
      'proof checked',
      '--yes',
    ]);
    expect(approved).toMatchObject({ id: deposit.id, status: 'completed', adminNotes: 'proof checked' });
    expect((await admin.admin.users.get(userId)).balance).toBe('100.00');

    // A refused operation: exit 1 with the server's message on stderr, nothing changes.
    const error = await expectAppError(
      admin.admin.transactions.approve(deposit.id),
      'TRANSACTION_NOT_PENDING',
    );
    const again = await tradesim(['deposits', 'approve', deposit.id, '--yes']);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain(error.message);
    expect(again.stdout).toBe('');
    expect((await admin.admin.users.get(userId)).balance).toBe('100.00');
  });

  it('lists and exports deposits by period: a plain --to date takes in the whole day', async () => {
    const { client: user, userId } = await t.userClient();
    const deposit = await user.wallet.deposit({ amount: '42', proof: png() });
    const { day, start, end } = dayOf(deposit.createdAt);
    const period = ['--user', userId, '--from', day, '--to', day];
    const listed = await tradesimJson<{ items: { id: string }[] }>(['deposits', 'list', ...period]);
    expect(listed).toEqual(
      await admin.admin.transactions.list({ type: 'deposit', userId, from: start, to: end }),
    );
    expect(listed.items.map((tx) => tx.id)).toEqual([deposit.id]);
    const before = await tradesimJson<{ items: unknown[] }>([
      'deposits',
      'list',
      '--user',
      userId,
      '--to',
      start,
    ]);
    expect(before.items).toEqual([]);

    // The export: the server's CSV byte for byte on stdout, nothing added.
    const exported = await tradesim(['deposits', 'export', ...period]);
    expect(exported.code).toBe(0);
    expect(exported.stderr).toBe('');
    const csv = await admin.admin.transactions.exportCsv({ type: 'deposit', userId, from: start, to: end });
    expect(exported.stdout).toBe(csv);
    expect(csv.split('\r\n')).toHaveLength(3); // the header, the deposit, and the empty rest
    expect(csv).toContain(deposit.id);
    const file = join(configDir, '..', 'deposits.csv');
    const written = await tradesim(['deposits', 'export', ...period, '--output', file]);
    expect(written.stdout).toBe(`Wrote 1 deposit to ${file}.\n`);
    expect(await readFile(file, 'utf8')).toBe(csv);
    // No withdrawals for that user: just the header.
    const none = await tradesim(['withdrawals', 'export', '--user', userId]);
    expect(none.stdout).toBe(await admin.admin.transactions.exportCsv({ type: 'withdrawal', userId }));
    expect(none.stdout.split('\r\n')).toHaveLength(2);

    const bad = await tradesim(['deposits', 'list', '--from', '26.11.2026']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain("option '--from <date>' argument '26.11.2026' is invalid");
    const reversed = await tradesim(['withdrawals', 'export', '--from', day, '--to', start]);
    expect(reversed.code).toBe(2);
    expect(reversed.stderr).toContain('--to must be after --from');
    expect(reversed.stdout).toBe('');
  });

  it('needs a reason to reject: exit 2 without a terminal, then rejects with one', async () => {
    const { client: user } = await t.userClient();
    const deposit = await user.wallet.deposit({ amount: '20', proof: png() });
    const missing = await tradesim(['deposits', 'reject', deposit.id]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('Missing --reason');
    const blank = await tradesim(['deposits', 'reject', deposit.id, '--reason', '   ']);
    expect(blank.code).toBe(2);
    expect(blank.stderr).toContain('Please provide a reason for rejecting this transaction');
    expect((await admin.admin.transactions.get(deposit.id)).status).toBe('pending');

    // Without a terminal, only --yes consents to moving money (clig.dev): nothing happens without it.
    const unconfirmed = await tradesim(['deposits', 'reject', deposit.id, '--reason', 'no such transfer']);
    expect(unconfirmed.code).toBe(2);
    expect(unconfirmed.stderr).toContain('Pass --yes to confirm');
    expect((await admin.admin.transactions.get(deposit.id)).status).toBe('pending');
    const rejected = await tradesim([
      'deposits',
      'reject',
      deposit.id,
      '--reason',
      'no such transfer',
      '--yes',
    ]);
    expect(rejected.code).toBe(0);
    expect(await admin.admin.transactions.get(deposit.id)).toMatchObject({
      status: 'rejected',
      adminNotes: 'no such transfer',
    });
  });

  it('keeps deposits and withdrawals apart, and rejecting a withdrawal returns the held funds', async () => {
    const { client: user, userId } = await t.userClient();
    await t.fund(userId, '50.00');
    const withdrawal = await user.wallet.withdraw({ amount: '30', walletAddress });
    const wrongNoun = await tradesim(['deposits', 'approve', withdrawal.id, '--yes']);
    expect(wrongNoun.code).toBe(2);
    expect(wrongNoun.stderr).toContain('is a withdrawal');
    expect((await admin.admin.users.get(userId)).balance).toBe('20.00');

    const run = await tradesim([
      'withdrawals',
      'reject',
      withdrawal.id,
      '--reason',
      'address check failed',
      '--yes',
    ]);
    expect(run.code).toBe(0);
    expect((await admin.admin.users.get(userId)).balance).toBe('50.00');
  });
});

describe('users', () => {
  beforeAll(signIn);

  it('adjusts a balance by email or id, both ways, and refuses to go below zero', async () => {
    const { userId, email } = await t.userClient();
    const added = await tradesimJson<{ user: { balance: string } }>([
      'users',
      'adjust-balance',
      email,
      '--amount',
      '25.50',
      '--reason',
      'goodwill',
      '--yes',
    ]);
    expect(added.user.balance).toBe('25.50');
    const taken = await tradesim([
      'users',
      'adjust-balance',
      userId,
      '--amount',
      '-10.25',
      '--reason',
      'fix',
      '--yes',
    ]);
    expect(taken.code).toBe(0);
    expect(taken.stdout).toContain('balance is now $15.25');
    const negative = await tradesim([
      'users',
      'adjust-balance',
      userId,
      '--amount=-100',
      '--reason',
      'x',
      '--yes',
    ]);
    expect(negative.code).toBe(1);
    expect((await admin.admin.users.get(userId)).balance).toBe('15.25');

    const noAmount = await tradesim(['users', 'adjust-balance', userId, '--reason', 'x']);
    expect(noAmount.code).toBe(2);
    const badAmount = await tradesim([
      'users',
      'adjust-balance',
      userId,
      '--amount',
      '1.234',
      '--reason',
      'x',
    ]);
    expect(badAmount.code).toBe(2);
    expect(badAmount.stderr).toContain('Please enter a valid amount');
  });

  it('shows, bans (a reason required) and unbans', async () => {
    const { userId, email } = await t.userClient();
    expect(await tradesimJson(['users', 'show', userId])).toEqual(await admin.admin.users.get(userId));
    expect((await tradesim(['users', 'ban', userId])).code).toBe(2);
    expect((await tradesim(['users', 'ban', email, '--reason', 'chargeback'])).code).toBe(0);
    expect(await admin.admin.users.get(userId)).toMatchObject({ isBanned: true, bannedReason: 'chargeback' });
    const shown = await tradesim(['users', 'show', email]);
    expect(shown.stdout).toMatch(/Ban reason\s+chargeback/);
    expect((await tradesim(['users', 'unban', userId])).code).toBe(0);
    expect((await admin.admin.users.get(userId)).isBanned).toBe(false);
    const list = await tradesimJson<{ items: { id: string }[] }>(['users', 'list', '--q', email]);
    expect(list.items.map((u) => u.id)).toEqual([userId]);
  });
});

describe('users timeline', () => {
  beforeAll(signIn);

  it("shows a user's history by email or id: signed amounts, sign-ins with where from, pages", async () => {
    const { client: user, userId, email } = await t.userClient();
    await user.wallet.deposit({ amount: '100', proof: png() });
    await admin.admin.users.adjustBalance(userId, { amount: '25.50', reason: 'Welcome bonus' });
    await expectAppError(
      t.client().auth.login({ email, password: 'not-the-password' }),
      'INVALID_CREDENTIALS',
    );

    const json = await tradesimJson<{ items: { kind: string }[]; nextCursor: string | null }>([
      'users',
      'timeline',
      email,
    ]);
    expect(json).toEqual(await admin.admin.users.timeline(userId));
    expect(json.items.map((event) => event.kind).sort()).toEqual([
      'adjustment',
      'deposit',
      'sign_in',
      'sign_in_failed',
    ]);

    const table = await tradesim(['users', 'timeline', userId]);
    expect(table.code).toBe(0);
    expect(table.stderr).toBe('');
    const lines = table.stdout.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^TIME\s+EVENT\s+AMOUNT\s+STATUS\s+DETAIL\s+FROM$/);
    expect(lines).toHaveLength(5);
    expect(table.stdout).toMatch(/adjustment\s+\+25\.50\s+completed\s+Admin adjustment: Welcome bonus/);
    expect(table.stdout).toMatch(/deposit\s+\+100\.00\s+pending\s/);
    expect(table.stdout).toMatch(/sign_in_failed \(app\)\s+-\s+wrong_password\s+-\s+\S*127\.0\.0\.1/);
    expect(table.stdout).toMatch(/sign_in \(app\)\s+-\s+signed_in\s+-\s+\S*127\.0\.0\.1/);

    // A page at a time, the cursor on stderr, as every list.
    const first = await tradesim(['users', 'timeline', email, '--limit', '3']);
    expect(first.stdout.trimEnd().split('\n')).toHaveLength(4);
    const cursor = /--cursor (\S+)/.exec(first.stderr)?.[1] ?? '';
    expect(cursor).not.toBe('');
    const rest = await tradesimJson(['users', 'timeline', email, '--limit', '3', '--cursor', cursor]);
    expect(rest).toEqual(await admin.admin.users.timeline(userId, { limit: 3, cursor }));

    const nobody = await tradesim(['users', 'timeline', 'nobody@tradesim.test']);
    expect(nobody.code).toBe(1);
    expect(nobody.stderr).toContain('No user has the email nobody@tradesim.test');
  });
});

describe('notifications', () => {
  beforeAll(signIn);

  it('shows your own settings and changes one channel of one event, keeping the other', async () => {
    const shown = await tradesim(['notifications', 'show']);
    expect(shown.code).toBe(0);
    expect(shown.stdout.trimEnd().split('\n')).toEqual([
      expect.stringMatching(/^EVENT\s+DESCRIPTION\s+BELL\s+MAIL$/),
      expect.stringMatching(/^deposit_submitted\s+A deposit is waiting for review\s+on\s+off$/),
      expect.stringMatching(/^withdrawal_requested\s+A withdrawal is waiting for review\s+on\s+off$/),
      expect.stringMatching(/^ticket_opened\s+A user opened a support ticket\s+on\s+off$/),
      expect.stringMatching(/^approval_requested\s+A four-eyes approval is requested\s+on\s+off$/),
    ]);
    try {
      const set = await tradesim(['notifications', 'set', 'withdrawal_requested', '--mail', 'on']);
      expect(set.code).toBe(0);
      expect(set.stdout).toBe(
        'withdrawal_requested (A withdrawal is waiting for review): bell on, mail on.\n',
      );
      const both = await tradesimJson<{ items: unknown[] }>([
        'notifications',
        'set',
        'ticket_opened',
        '--bell',
        'off',
        '--mail',
        'on',
      ]);
      expect(both).toEqual(await admin.admin.notificationSettings.get());
      expect(await tradesimJson(['notifications', 'show'])).toEqual(both);
      expect(both.items).toEqual([
        { event: 'deposit_submitted', bell: true, mail: false },
        { event: 'withdrawal_requested', bell: true, mail: true },
        { event: 'ticket_opened', bell: false, mail: true },
        { event: 'approval_requested', bell: true, mail: false },
      ]);
      expect((await tradesim(['notifications', 'show'])).stdout).toMatch(/ticket_opened\s+.+\s+off\s+on\n/);

      const unknown = await tradesim(['notifications', 'set', 'price_moved', '--bell', 'on']);
      expect(unknown.code).toBe(2);
      expect(unknown.stderr).toContain(
        'the event must be one of: deposit_submitted, withdrawal_requested, ticket_opened, approval_requested',
      );
      const nothing = await tradesim(['notifications', 'set', 'ticket_opened']);
      expect(nothing.code).toBe(2);
      expect(nothing.stderr).toContain('Pass --bell on|off, --mail on|off, or both.');
      expect((await tradesim(['notifications', 'set', 'ticket_opened', '--bell', 'yes'])).code).toBe(2);
      expect((await admin.admin.notificationSettings.get()).items).toEqual(both.items);
    } finally {
      await admin.admin.notificationSettings.update({
        items: [
          { event: 'withdrawal_requested', bell: true, mail: false },
          { event: 'ticket_opened', bell: true, mail: false },
        ],
      });
    }
  });
});

describe('staff and four eyes', () => {
  beforeAll(signIn);

  it('invites staff, changes a role, and refuses what the role does not allow', async () => {
    const email = `cli.staff.${Date.now()}@tradesim.test`;
    const invited = await tradesim([
      'staff',
      'invite',
      email,
      '--first-name',
      'Cli',
      '--last-name',
      'Staff',
      '--role',
      'finance',
    ]);
    expect(invited.code).toBe(0);
    expect(invited.stdout).toContain(`Invited ${email} as finance`);
    const mail = await t.db.knex('mail_outbox').where({ to_email: email }).first('body');
    const token = decodeURIComponent(/token=([^\s]+)/.exec(mail.body)?.[1] ?? '');
    const staff = t.client();
    await staff.admin.auth.acceptInvite({ token, password: 'staff-password-1' });
    // Without a terminal the command line is the consent; the answer is the same JSON the SDK
    // gives: a request, carried out when a second owner approves it.
    const asked = await tradesimJson<{ approval: Approval }>([
      'staff',
      'set-role',
      email,
      'auditor',
      '--reason',
      'moved to audit',
      '--yes',
    ]);
    expect(asked.approval).toMatchObject({ kind: 'staff_role', status: 'pending', note: 'moved to audit' });
    const waiting = await tradesimJson<{ items: { email: string; role: string }[] }>(['staff', 'list']);
    expect(waiting.items.find((member) => member.email === email)?.role).toBe('finance');
    await (await secondOwner()).admin.approvals.approve(asked.approval.id);
    const list = await tradesimJson<{ items: { email: string; role: string }[] }>(['staff', 'list']);
    expect(list.items.find((member) => member.email === email)?.role).toBe('auditor');
    const badRole = await tradesim(['staff', 'set-role', email, 'janitor', '--yes']);
    expect(badRole.code).toBe(2);

    // The auditor's CLI says why a change is refused.
    const auditorDir = join(configDir, '..', 'auditor');
    const asAuditor = (args: string[], input = '') => tradesim(args, input, auditorDir);
    expect((await asAuditor(['login', '--email', email, '--password-stdin'], 'staff-password-1')).code).toBe(
      0,
    );
    const refused = await asAuditor(['durations', 'add', 'x', '--hours', '3', '--percent', '1']);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('Your role does not allow this action');
  });

  it('holds a large adjustment for a second admin, and approves it from another session', async () => {
    const { userId, email } = await t.userClient();
    const held = await tradesim([
      'users',
      'adjust-balance',
      email,
      '--amount',
      '1500',
      '--reason',
      'Prize',
      '--yes',
    ]);
    expect(held.code).toBe(0);
    const pending = await tradesimJson<{ items: { id: string; userId: string }[] }>(['approvals', 'list']);
    const request = pending.items.find((item) => item.userId === userId);
    expect(request).toBeDefined();
    expect(held.stdout).toContain(
      `Nothing moved yet: Balance adjustment of +$1,500.00 for ${email} is at or above the four-eyes threshold`,
    );
    expect(held.stdout).toContain(`approves it with: tradesim approvals approve ${request?.id}`);
    // The table: when, what (cut to its width), the amount, for and by whom, status, time left.
    const table = await tradesim(['approvals', 'list']);
    expect(table.stdout.split('\n')[0]).toMatch(
      /^ASKED\s+REQUEST\s+AMOUNT\s+USER\s+ASKED BY\s+STATUS\s+LAPSES\s+ID$/,
    );
    const row = table.stdout.split('\n').find((line) => line.endsWith(request?.id ?? '-'));
    expect(row).toMatch(
      /^just now\s+Balance adjustment of \+\$1,500\.00 for \S+\s+\+\$1,500\.00\s+\S+\s+admin@tradesim\.test\s+pending\s+in 71 h\s+\S+$/,
    );
    const own = await tradesim(['approvals', 'approve', request?.id ?? '', '--yes']);
    expect(own.code).toBe(1);
    expect(own.stderr).toContain('A different admin must approve this');
    const noReason = await tradesim(['approvals', 'reject', request?.id ?? '']);
    expect(noReason.code).toBe(2);
    // A second admin (through the SDK) approves; the CLI lists it as approved.
    const secondEmail = `cli.approver.${Date.now()}@tradesim.test`;
    await admin.admin.staff.invite({
      email: secondEmail,
      firstName: 'Second',
      lastName: 'Pair',
      role: 'finance',
    });
    const mail = await t.db.knex('mail_outbox').where({ to_email: secondEmail }).first('body');
    const second = t.client();
    await second.admin.auth.acceptInvite({
      token: decodeURIComponent(/token=([^\s]+)/.exec(mail.body)?.[1] ?? ''),
      password: 'staff-password-1',
    });
    await second.admin.approvals.approve(request?.id ?? '');
    expect((await admin.admin.users.get(userId)).balance).toBe('1500.00');
    const approved = await tradesimJson<{ items: { id: string }[] }>([
      'approvals',
      'list',
      '--status',
      'approved',
    ]);
    expect(approved.items.map((item) => item.id)).toContain(request?.id);
  });
});

describe('staff changes and the staff policy', () => {
  beforeAll(signIn);

  it('asks a second owner to reset a factor and to disable; re-enabling is at once', async () => {
    const member = await inviteStaffMember(t, admin, 'support');
    const noFactor = await tradesim(['staff', 'reset-mfa', member.email, '--yes']);
    expect(noFactor.code).toBe(1);
    const { secret } = await enrolSecret(member.client, member.email);
    await member.client.admin.auth.mfa.enable(totpCode(secret, new Date()));
    const unconfirmed = await tradesim(['staff', 'reset-mfa', member.email]);
    expect(unconfirmed.code).toBe(2);
    expect(unconfirmed.stderr).toContain(
      `Ask to reset ${member.email}'s second factor? Once a second owner approves, they are signed out and mailed a link to enrol again. Pass --yes to confirm`,
    );

    const reset = await tradesim(['staff', 'reset-mfa', member.email, '--reason', 'lost phone', '--yes']);
    expect(reset.code).toBe(0);
    const request = await newestPending('mfa_reset');
    expect(request).toMatchObject({ note: 'lost phone', userId: member.id });
    expect(reset.stdout).toContain(
      `Requested: Reset the second factor of ${member.email}; waiting for a second staff member (approval ${request.id}).`,
    );
    const shown = await tradesim(['approvals', 'show', request.id]);
    expect(shown.code).toBe(0);
    expect(shown.stdout).toMatch(/^Kind +Second-factor reset$/m);
    expect(shown.stdout).toMatch(/^Their reason +lost phone$/m);
    expect(shown.stdout).toMatch(new RegExp(`^Staff member +Staff Member \\d+ <${member.email}>$`, 'm'));
    expect(shown.stdout).toMatch(/^Now +support, active, second factor on$/m);
    expect(shown.stdout).toMatch(/^Change +mfaEnabled: true → false$/m);
    expect(await tradesimJson(['approvals', 'show', request.id])).toEqual(request);
    await (await secondOwner()).admin.approvals.approve(request.id);
    const staffNow = async () => (await admin.admin.staff.list()).items.find((item) => item.id === member.id);
    expect((await staffNow())?.mfaEnabled).toBe(false);

    const disable = await tradesim(['staff', 'disable', member.email, '--yes']);
    expect(disable.stdout).toContain(`Requested: Disable ${member.email};`);
    expect((await staffNow())?.disabled).toBe(false);
    await (await secondOwner()).admin.approvals.approve((await newestPending('staff_disable')).id);
    expect((await staffNow())?.disabled).toBe(true);
    const enable = await tradesim(['staff', 'enable', member.email, '--yes']);
    expect(enable.stdout).toBe(`${member.email} is active, support.\n`);
    expect((await staffNow())?.disabled).toBe(false);
  });

  it('asks to change the staff policy, says when there is nothing to change, and withdraws its own request', async () => {
    const same = await tradesim(['security', 'set', 'off', '--yes']);
    expect(same.code).toBe(0);
    expect(same.stdout).toContain(
      'Nothing to change:\nSecond factor required for sensitive staff actions: off',
    );
    const on = await tradesim(['security', 'set', 'on', '--reason', 'after the audit', '--yes']);
    expect(on.code).toBe(0);
    const request = await newestPending('security_settings');
    expect(on.stdout).toContain(
      `Requested: Turn the staff second-factor policy on; waiting for a second staff member (approval ${request.id}).`,
    );
    const withdrawn = await tradesim([
      'approvals',
      'reject',
      request.id,
      '--reason',
      'asked too early',
      '--yes',
    ]);
    expect(withdrawn.code).toBe(0);
    expect(withdrawn.stdout).toBe('Rejected: Turn the staff second-factor policy on. Nothing changed.\n');
    expect((await admin.admin.securitySettings.get()).requireStaffMfa).toBe(false);
  });
});

describe('catalogue', () => {
  beforeAll(signIn);

  it('bulk-adds with --json: the final job, nothing else on stdout', async () => {
    const job = await tradesimJson<{ status: string; result: Record<string, unknown> }>([
      'assets',
      'bulk-add',
      'crypto',
    ]);
    expect(job.status).toBe('succeeded');
    expect(job.result).toMatchObject({ added: 3, skipped: 0, failed: 17 });
    const human = await tradesim(['assets', 'bulk-add', 'crypto']);
    expect(human.code).toBe(0);
    expect(human.stdout).toContain('Bulk add (crypto): added 0, skipped 3, failed 17.');
    expect((await tradesim(['assets', 'bulk-add'])).code).toBe(2);
    expect((await tradesim(['assets', 'bulk-add', 'bonds'])).code).toBe(2);
  });

  it('seeds twice from the catalogue: the second run adds nothing', async () => {
    interface Section {
      added: number;
      skipped: number;
      failed: number;
    }
    const first = await tradesimJson<{ assets: Section; durations: Section }>(['seed']);
    expect(first.assets).toMatchObject({ added: 2, skipped: 3 });
    expect(first.durations).toMatchObject({ added: 4, skipped: 0, failed: 0 });
    const second = await tradesimJson<{ assets: Section; durations: Section }>(['seed']);
    expect(second.assets).toMatchObject({ added: 0, skipped: 5 });
    expect(second.durations).toMatchObject({ added: 0, skipped: 4, failed: 0 });
    const durations = await admin.admin.durations.list();
    expect(durations.items.map((d) => d.label)).toEqual(['5 hours', '24 hours', '7 days', '30 days']);
  });

  it('seeds twice from a file, and refuses a bad file before sending anything', async () => {
    const file = join(configDir, '..', 'seed.json');
    await writeFile(
      file,
      JSON.stringify({
        assets: [{ symbol: 'doge', name: 'Dogecoin', type: 'crypto', price: '0.15' }],
        durations: [{ label: '2 hours', hours: 2, maxReturnPercent: '1.5' }],
      }),
    );
    const first = await tradesim(['seed', '--file', file]);
    expect(first.code).toBe(0);
    expect(first.stdout).toContain('Assets: added 1 (DOGE (crypto)), skipped 0, failed 0.');
    const second = await tradesim(['seed', '--file', file]);
    expect(second.stdout).toContain('Assets: added 0, skipped 1, failed 0.');
    expect(second.stdout).toContain('Durations: added 0, skipped 1, failed 0.');

    await writeFile(
      file,
      JSON.stringify({ durations: [{ label: '1 hour', hours: 0, maxReturnPercent: 1 }] }),
    );
    const bad = await tradesim(['seed', '--file', file]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('durations[0].hours: Hours and return percentage must be positive numbers');
    expect((await admin.admin.durations.list()).items.some((d) => d.label === '1 hour')).toBe(false);
  });

  it('adds one asset from the market data, toggles it by symbol, and lists as the SDK does', async () => {
    const added = await tradesimJson<{ id: string }>(['assets', 'add', 'arb']);
    expect(added).toMatchObject({ symbol: 'ARB', name: 'Arbitrum', type: 'crypto', isActive: true });
    const twice = await tradesim(['assets', 'add', 'ARB']);
    expect(twice.code).toBe(1);
    expect(twice.stderr).toContain('Asset already exists');
    const unknown = await tradesim(['assets', 'add', 'ZZZ']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('pass --name and --type');

    expect((await tradesim(['assets', 'deactivate', 'arb'])).stdout).toContain(
      'ARB (crypto) is now inactive.',
    );
    const inactive = await tradesimJson<{ items: { id: string }[] }>([
      'assets',
      'list',
      '--status',
      'inactive',
    ]);
    expect(inactive).toEqual(await admin.admin.assets.list({ status: 'inactive' }));
    expect(inactive.items.map((asset) => asset.id)).toEqual([added.id]);
    expect((await tradesim(['assets', 'activate', added.id])).code).toBe(0);
    expect((await admin.admin.assets.list({ status: 'inactive' })).items).toEqual([]);
  });

  it('adds, edits and removes a duration by label', async () => {
    const add = await tradesim(['durations', 'add', '3 days', '--hours', '72', '--percent', '8']);
    expect(add.code).toBe(0);
    expect((await tradesim(['durations', 'add', '4 days', '--hours', '96'])).code).toBe(2);
    const edited = await tradesimJson<{ hours: number; maxReturnPercent: string; isActive: boolean }>([
      'durations',
      'edit',
      '3 days',
      '--percent',
      '9.5',
      '--inactive',
    ]);
    expect(edited).toMatchObject({ hours: 72, isActive: false });
    expect(Number(edited.maxReturnPercent)).toBe(9.5);
    expect((await tradesim(['durations', 'edit', '3 days'])).code).toBe(2);
    expect((await tradesim(['durations', 'remove', '3 days'])).code).toBe(0);
    expect((await admin.admin.durations.list()).items.some((d) => d.label === '3 days')).toBe(false);
    const gone = await tradesim(['durations', 'remove', '3 days']);
    expect(gone.code).toBe(1);
  });
});

describe('operations', () => {
  beforeAll(signIn);

  it('names the server it could not reach', async () => {
    const run = await tradesim(['health', '--url', 'http://127.0.0.1:1']);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('Could not reach the Tradesim server at http://127.0.0.1:1');
  });

  it('verifies the ledger: exit 0 and "balanced"', async () => {
    const run = await tradesim(['ledger', 'verify']);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Ledger balanced');
    expect(await tradesimJson(['ledger', 'verify'])).toMatchObject({ balanced: true, mismatches: [] });
  });

  it('exits 1 and lists the mismatch when a balance disagrees with its postings', async () => {
    const { userId } = await t.userClient();
    // Behind the ledger's back (no journal): what `ledger verify` exists to catch.
    await t.db.knex('profiles').where({ id: userId }).update({ balance: '7.00' });
    try {
      const run = await tradesim(['ledger', 'verify']);
      expect(run.code).toBe(1);
      expect(run.stdout).toContain(userId);
      expect(run.stderr).toContain('Ledger NOT balanced');
      const json = await tradesim(['ledger', 'verify', '--json']);
      expect(json.code).toBe(1);
      const report = JSON.parse(json.stdout);
      expect(report.balanced).toBe(false);
      expect(JSON.stringify(report.mismatches)).toContain(userId);
    } finally {
      await t.db.knex('profiles').where({ id: userId }).update({ balance: '0.00' });
    }
  });

  it('runs a job by name, and refuses an unknown one as bad usage', async () => {
    const result = await tradesimJson<{ name: string; ran: boolean }>(['jobs', 'run', 'settle-matured']);
    expect(result).toMatchObject({ name: 'settle-matured', ran: true });
    expect((await tradesim(['jobs', 'run', 'coffee'])).code).toBe(2);
    expect((await tradesim(['jobs', 'run'])).code).toBe(2);
  });

  it('lists the audit log, newest first, filtered by action', async () => {
    const { userId } = await t.userClient();
    await admin.admin.users.ban(userId, 'audit me');
    const page = await tradesimJson<{ items: { action: string; recordId: string }[] }>([
      'audit',
      'list',
      '--action',
      'BAN_USER',
    ]);
    expect(page).toEqual(await admin.admin.audit.list({ action: 'BAN_USER' }));
    expect(page.items[0]).toMatchObject({ action: 'BAN_USER', recordId: userId });
    const table = await tradesim(['audit', 'list', '--limit', '5']);
    expect(table.stdout.split('\n')[0]).toMatch(/^TIME\s+ACTOR\s+ACTION\s+TABLE\s+RECORD$/);
  });

  it('exports the audit log for a period as CSV: on stdout byte for byte, or to a file only once', async () => {
    const { userId } = await t.userClient();
    await admin.admin.users.ban(userId, 'exported, "quoted"\nand on two lines');
    const [entry] = (await admin.admin.audit.list({ action: 'BAN_USER', limit: 1 })).items;
    expect(entry?.recordId).toBe(userId);
    const { day, start, end } = dayOf(entry?.createdAt ?? '');
    const csv = await admin.admin.audit.exportCsv({ action: 'BAN_USER', from: start, to: end });
    expect(csv).toContain(userId);

    const run = await tradesim(['audit', 'export', '--action', 'BAN_USER', '--from', day, '--to', day]);
    expect(run.code).toBe(0);
    expect(run.stderr).toBe('');
    expect(run.stdout).toBe(csv);
    expect(run.stdout.endsWith('\r\n')).toBe(true);
    // A full date-time with an offset is passed on as given: the same instant, the same rows.
    const offset = await tradesim([
      'audit',
      'export',
      '--action',
      'BAN_USER',
      '--from',
      `${day}T01:00:00+01:00`,
      '--to',
      end,
    ]);
    expect(offset.stdout).toBe(csv);
    const past = await tradesim(['audit', 'export', '--action', 'BAN_USER', '--to', '2000-01-01']);
    expect(past.stdout).toBe(
      await admin.admin.audit.exportCsv({ action: 'BAN_USER', to: '2000-01-02T00:00:00Z' }),
    );
    expect(past.stdout.startsWith('Date,Actor,')).toBe(true);
    expect(past.stdout.split('\r\n')).toEqual([expect.stringMatching(/^Date,/), '']);

    const listed = await tradesimJson(['audit', 'list', '--action', 'BAN_USER', '--from', day, '--to', day]);
    expect(listed).toEqual(await admin.admin.audit.list({ action: 'BAN_USER', from: start, to: end }));

    const file = join(configDir, '..', 'audit.csv');
    const args = ['audit', 'export', '--action', 'BAN_USER', '--from', day, '--to', day, '--output', file];
    const written = await tradesim(args);
    expect(written.code).toBe(0);
    const rows = (await admin.admin.audit.list({ action: 'BAN_USER', from: start, to: end, limit: 200 }))
      .items.length;
    expect(written.stdout).toBe(`Wrote ${rows} audit ${rows === 1 ? 'entry' : 'entries'} to ${file}.\n`);
    expect(await readFile(file, 'utf8')).toBe(csv);
    await writeFile(file, 'keep me');
    const again = await tradesim(args);
    expect(again.code).toBe(2);
    expect(again.stderr).toContain(`${file} exists already: pass --force to replace it.`);
    expect(await readFile(file, 'utf8')).toBe('keep me');
    expect((await tradesim([...args, '--force'])).code).toBe(0);
    expect(await readFile(file, 'utf8')).toBe(csv);

    const bad = await tradesim(['audit', 'export', '--to', '2026-02-30']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain("option '--to <date>' argument '2026-02-30' is invalid");
  });
});
