import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Approval, encodeTrc20Address, formatUsd } from '@tradesim/core';
import type { TradesimClient } from '@tradesim/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keys, loadCli, type Operator, operator } from './support/cli-terminal.js';
import { pngProof } from './support/proof.js';
import { inviteStaffMember, type StaffMember } from './support/staff.js';
import { adminCredentials, startTestServer, type TestServer } from './support/test-server.js';

/**
 * The CLI's questions before money moves, answered on a terminal (docs/cli.md): the real
 * commands, run in this process with a terminal the test types into, against a real server with
 * two staff members. Amounts are at or above the four-eyes threshold ($1,000), so a change
 * waits for the second member.
 */
const walletAddress = encodeTrc20Address(new Uint8Array(20).map((_, i) => i * 7 + 3));
const payoutTx = 'ab'.repeat(32);

let t: TestServer;
let owner: TradesimClient;
let finance: StaffMember;
let dir: string;
/** The first owner at their terminal. */
let ownerCli: Operator;
/** A finance member at theirs: they may decide money requests, but not their own. */
let financeCli: Operator;

async function signIn(cli: Operator, email: string, password: string): Promise<void> {
  const run = cli.run(['login', '--email', email, '--password-stdin'], {
    interactive: false,
    stdin: password,
  });
  expect(await run.exitCode, run.screen()).toBe(0);
}

beforeAll(async () => {
  const runCli = await loadCli();
  t = await startTestServer();
  owner = await t.adminClient();
  finance = await inviteStaffMember(t, owner, 'finance');
  dir = await mkdtemp(join(tmpdir(), 'tradesim-cli-prompts-'));
  ownerCli = operator(runCli, { url: t.url, configDir: join(dir, 'owner') });
  financeCli = operator(runCli, { url: t.url, configDir: join(dir, 'finance') });
  await signIn(ownerCli, adminCredentials.email, adminCredentials.password);
  await signIn(financeCli, finance.email, 'staff-password-1');
});

afterAll(async () => {
  await t?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

async function balanceOf(userId: string): Promise<string> {
  return (await owner.admin.users.get(userId)).balance;
}

async function pendingFor(transactionId: string): Promise<Approval[]> {
  const { items } = await owner.admin.approvals.list({ status: 'pending' });
  return items.filter((approval) => approval.transactionId === transactionId);
}

describe('approving a deposit on a terminal', () => {
  it('states the amount, the user and the balance after; no moves nothing, yes waits for the second member', async () => {
    const ann = await t.userClient({ email: 'ann@example.com' });
    await t.fund(ann.userId, '250.00');
    const deposit = await ann.client.wallet.deposit({ amount: '2000', proof: pngProof() });
    const question =
      '? Approve deposit of $2,000.00 for ann@example.com? Their balance becomes $2,250.00. [y/N]';

    const declined = ownerCli.run(['deposits', 'approve', deposit.id]);
    await declined.waitFor(question);
    declined.type('n\r');
    expect(await declined.exitCode).toBe(0);
    expect(declined.stdout()).toBe('Nothing approved.\n');
    expect(await balanceOf(ann.userId)).toBe('250.00');
    expect(await pendingFor(deposit.id)).toEqual([]);
    expect((await owner.admin.transactions.get(deposit.id)).status).toBe('pending');

    const asked = ownerCli.run(['deposits', 'approve', deposit.id]);
    await asked.waitFor(question);
    asked.type('y\r');
    expect(await asked.exitCode).toBe(0);
    const [request] = await pendingFor(deposit.id);
    expect(request).toMatchObject({ kind: 'deposit', amount: '2000.00', status: 'pending' });
    const id = request?.id ?? '';
    expect(asked.stdout()).toBe(
      `Nothing moved yet: Deposit of $2,000.00 for ann@example.com is at or above the four-eyes threshold and waits for a second staff member (approval ${id}).\n` +
        `Another staff member approves it with: tradesim approvals approve ${id} (before ${request?.expiresAt})\n`,
    );
    // Held: no credit until the second member approves.
    expect(await balanceOf(ann.userId)).toBe('250.00');
    expect((await owner.admin.transactions.get(deposit.id)).status).toBe('pending');

    await finance.client.admin.approvals.approve(id);
    expect(await balanceOf(ann.userId)).toBe('2250.00');
    expect((await owner.admin.transactions.get(deposit.id)).status).toBe('completed');
  });
});

describe('approvals approve without an id', () => {
  it('offers the requests this member may approve, then asks as the money command does', async () => {
    const carol = await t.userClient({ email: 'carol@example.com' });
    await t.fund(carol.userId, '300.00');
    const adjustment = await owner.admin.users.adjustBalance(carol.userId, {
      amount: '1200',
      reason: 'Prize',
    });
    const bob = await t.userClient({ email: 'bob@example.com' });
    await t.fund(bob.userId, '3000.00');
    const withdrawal = await bob.client.wallet.withdraw({ amount: '1500', walletAddress });
    const held = await owner.admin.transactions.approve(withdrawal.id, { notes: 'Checked' });
    // Not for finance to decide: a staff change (owners only), and a request of finance's own.
    const roleChange = await owner.admin.staff.update(finance.id, { role: 'auditor' });
    const dave = await t.userClient({ email: 'dave@example.com' });
    const daveDeposit = await dave.client.wallet.deposit({ amount: '1000', proof: pngProof() });
    const own = await finance.client.admin.transactions.approve(daveDeposit.id);
    for (const result of [adjustment, held, roleChange, own]) expect('approval' in result).toBe(true);

    const first = financeCli.run(['approvals', 'approve']);
    await first.waitFor('? Which request do you approve?');
    const withdrawalLabel =
      'Withdrawal of $1,500.00 for bob@example.com · asked by admin@tradesim.test · just now';
    const adjustmentLabel =
      'Balance adjustment of +$1,200.00 for carol@example.com · asked by admin@tradesim.test · just now';
    // Newest first, the cursor on the first.
    await first.waitFor(`❯ ${withdrawalLabel}`);
    await first.waitFor(adjustmentLabel);
    expect(first.screen()).not.toContain('Make staff');
    expect(first.screen()).not.toContain('dave@example.com');
    first.type(keys.enter);
    await first.waitFor('? Payout transaction id (64 hex; Enter to leave it out)');
    first.type(`${payoutTx}\r`);
    const net = formatUsd((await owner.admin.transactions.get(withdrawal.id)).netAmount);
    await first.waitFor(
      `? Approve withdrawal of $1,500.00 for bob@example.com (net ${net} to ${walletAddress}, a new address)? [y/N]`,
    );
    expect((await owner.admin.transactions.get(withdrawal.id)).status).toBe('pending');
    first.type('y\r');
    expect(await first.exitCode, first.screen()).toBe(0);
    expect(first.stdout()).toBe(
      "Approved: Withdrawal of $1,500.00 for bob@example.com. bob@example.com's balance is now $1,500.00.\n",
    );
    expect(await owner.admin.transactions.get(withdrawal.id)).toMatchObject({
      status: 'completed',
      transactionHash: payoutTx,
    });

    // The withdrawal is decided: the adjustment is the one left to choose.
    const second = financeCli.run(['approvals', 'approve']);
    await second.waitFor('? Which request do you approve?');
    await second.waitFor(`❯ ${adjustmentLabel}`);
    expect(second.screen()).not.toContain('bob@example.com');
    second.type(keys.enter);
    await second.waitFor("? Add $1,200.00 to carol@example.com's balance? It becomes $1,500.00. [y/N]");
    expect(await balanceOf(carol.userId)).toBe('300.00');
    second.type('y\r');
    expect(await second.exitCode, second.screen()).toBe(0);
    expect(await balanceOf(carol.userId)).toBe('1500.00');

    // Only the requests finance may not approve are left.
    const none = financeCli.run(['approvals', 'approve']);
    expect(await none.exitCode).toBe(2);
    expect(none.screen()).toContain('No pending request you may approve.');
  });
});

describe('approvals reject', () => {
  it('asks for the reason, then confirms with what stays as it is; nothing moves', async () => {
    const erin = await t.userClient({ email: 'erin@example.com' });
    await t.fund(erin.userId, '100.00');
    const deposit = await erin.client.wallet.deposit({ amount: '5000', proof: pngProof() });
    const held = await owner.admin.transactions.approve(deposit.id, { notes: 'Looks fine' });
    if (!('approval' in held)) throw new Error('expected the deposit to wait for a second member');
    const summary = 'Deposit of $5,000.00 for erin@example.com';

    const run = financeCli.run(['approvals', 'reject']);
    await run.waitFor('? Which request do you reject?');
    await run.waitFor(`❯ ${summary} · asked by admin@tradesim.test · just now`);
    // Whoever asked may withdraw a request: finance's own, for dave's deposit, is offered too.
    await run.waitFor(`Deposit of $1,000.00 for dave@example.com · asked by ${finance.email} · just now`);
    expect(run.screen()).not.toContain('Make staff');
    run.type(keys.enter);
    await run.waitFor('? Reason for rejecting');
    run.type('\r');
    await run.waitFor('Give a reason');
    run.type('Proof shows a different amount\r');
    await run.waitFor(
      `? Reject the request "${summary}", asked by admin@tradesim.test? Nothing is credited; the deposit stays pending for review. [y/N]`,
    );
    run.type('y\r');
    expect(await run.exitCode, run.screen()).toBe(0);
    expect(run.stdout()).toBe(`Rejected: ${summary}. Nothing moved.\n`);

    const { items } = await owner.admin.approvals.list({ status: 'rejected' });
    expect(items.find((approval) => approval.id === held.approval.id)).toMatchObject({
      status: 'rejected',
      reason: 'Proof shows a different amount',
      decidedByEmail: finance.email,
    });
    expect(await balanceOf(erin.userId)).toBe('100.00');
    expect((await owner.admin.transactions.get(deposit.id)).status).toBe('pending');
  });

  it('without a terminal, needs the id, the reason and --yes, and says which is missing', async () => {
    const { items } = await owner.admin.approvals.list({ status: 'pending' });
    const ownRequest = items.find((approval) => approval.requestedByEmail === finance.email);
    const id = ownRequest?.id ?? '';
    const pipe = { interactive: false };
    const noId = financeCli.run(['approvals', 'reject', '--reason', 'x', '--yes'], pipe);
    expect(await noId.exitCode).toBe(2);
    expect(noId.screen()).toContain('Missing the request id');
    const noReason = financeCli.run(['approvals', 'reject', id, '--yes'], pipe);
    expect(await noReason.exitCode).toBe(2);
    expect(noReason.screen()).toContain('Missing --reason <text>');
    const noConsent = financeCli.run(['approvals', 'reject', id, '--reason', 'Asked twice'], pipe);
    expect(await noConsent.exitCode).toBe(2);
    expect(noConsent.screen()).toContain(
      `Reject the request "Deposit of $1,000.00 for dave@example.com", asked by ${finance.email}? Nothing is credited; the deposit stays pending for review. Pass --yes to confirm`,
    );
    expect((await owner.admin.approvals.list({ status: 'pending' })).items.map((a) => a.id)).toContain(id);
  });
});

describe('approvals list and show', () => {
  it('shows a request with what its approver decides on: balance now and after, proof, wallet, who asked and why', async () => {
    const gus = await t.userClient({ email: 'gus@example.com' });
    await t.fund(gus.userId, '4000.00');
    const withdrawal = await gus.client.wallet.withdraw({ amount: '2500', walletAddress });
    const held = await owner.admin.transactions.approve(withdrawal.id, { notes: 'Customer called' });
    if (!('approval' in held)) throw new Error('expected the withdrawal to wait for a second member');
    const id = held.approval.id;
    const tx = await owner.admin.transactions.get(withdrawal.id);

    const pipe = { interactive: false };
    const shown = financeCli.run(['approvals', 'show', id], pipe);
    expect(await shown.exitCode).toBe(0);
    const lines = shown.stdout().split('\n');
    const field = (label: string) =>
      lines
        .find((line) => line.startsWith(`${label} `))
        ?.slice(label.length)
        .trim();
    expect(field('Request')).toBe('Withdrawal of $2,500.00 for gus@example.com');
    expect(field('Kind')).toBe('Withdrawal approval');
    expect(field('Amount')).toBe('-$2,500.00');
    expect(field('Status')).toMatch(/^pending \(lapses in 71 h, at \S+\)$/);
    expect(field('Asked by')).toMatch(/^admin@tradesim\.test, just now \(\S+\)$/);
    expect(field('Their reason')).toBe('Customer called');
    expect(field('User')).toMatch(/^Test User\d+ <gus@example\.com>$/);
    expect(field('Balance')).toBe('$1,500.00 now');
    expect(field('Transaction')).toBe(`withdrawal ${withdrawal.id}, pending, asked ${tx.createdAt}`);
    expect(field('Fee and net')).toBe(`fee ${formatUsd(tx.fee)}, net ${formatUsd(tx.netAmount)}`);
    expect(field('Wallet')).toBe(`${walletAddress} (a new address: never paid out to before)`);
    expect(field('ID')).toBe(id);

    // A deposit shows its proof and the balance it leads to.
    const { items } = await owner.admin.approvals.list({ status: 'pending' });
    const dave = items.find((approval) => approval.userEmail === 'dave@example.com');
    const daveShown = ownerCli.run(['approvals', 'show', dave?.id ?? ''], pipe);
    expect(await daveShown.exitCode).toBe(0);
    const daveLines = daveShown.stdout().split('\n');
    expect(daveLines).toContainEqual(
      expect.stringMatching(/^Balance +\$0\.00 now → \$1,000\.00 once approved$/),
    );
    expect(daveLines).toContainEqual(
      expect.stringMatching(new RegExp(`^Proof +${t.url}/api/transactions/${dave?.transactionId}/proof$`)),
    );
    const json = ownerCli.run(['approvals', 'show', dave?.id ?? '', '--json'], pipe);
    expect(await json.exitCode).toBe(0);
    expect(JSON.parse(json.stdout())).toEqual(dave);

    // The list: what, how much, for and by whom, and how long it has left.
    const list = financeCli.run(['approvals', 'list'], pipe);
    expect(await list.exitCode).toBe(0);
    const row = list
      .stdout()
      .split('\n')
      .find((line) => line.endsWith(id));
    expect(row).toMatch(
      /^just now +Withdrawal of \$2,500\.00 for gus@example\.com +-\$2,500\.00 +gus@example\.com +admin@tradesim\.test +pending +in 71 h +\S+$/,
    );
    const listed = financeCli.run(['approvals', 'list', '--json'], pipe);
    expect(await listed.exitCode).toBe(0);
    expect(JSON.parse(listed.stdout())).toEqual(
      await finance.client.admin.approvals.list({ status: 'pending' }),
    );
    const bad = financeCli.run(['approvals', 'list', '--status', 'lost'], pipe);
    expect(await bad.exitCode).toBe(2);

    // On a terminal, `show` without an id offers the pending requests.
    const picked = financeCli.run(['approvals', 'show']);
    await picked.waitFor('? Which request?');
    await picked.waitFor('❯ Withdrawal of $2,500.00 for gus@example.com · asked by admin@tradesim.test');
    picked.type(keys.enter);
    expect(await picked.exitCode).toBe(0);
    expect(picked.stdout()).toBe(shown.stdout());
  });
});
