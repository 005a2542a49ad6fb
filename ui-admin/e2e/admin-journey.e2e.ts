import { join } from 'node:path';
import { createClient, type TradesimClient } from '@tradesim/sdk';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AxeFinding, seriousAxeViolations } from '../../e2e-support/axe.js';
import { launchBrowser } from '../../e2e-support/browser.js';
import { type E2eServer, startE2eServer } from '../../e2e-support/server.js';

const root = join(import.meta.dirname, '..', '..');
const shots = join(root, 'test-results', 'screenshots');
/** The console is for desktops: a wide screen and a small laptop. */
const sizes = { desktop: { width: 1440, height: 900 }, laptop: { width: 1024, height: 768 } };
/** Which seeded duration each size renames, so the two runs do not edit the same row. */
const durationToEdit = { desktop: '24 hours', laptop: '30 days' } as const;
/**
 * Which bulk preset each size runs: the stocks first; the second run takes the cryptocurrencies,
 * since a repeat of the stocks would only skip (and finish before any progress could be seen).
 */
const bulkPreset = { desktop: /^Add \d+ Stocks$/, laptop: /^Add \d+ Cryptocurrencies$/ } as const;
const walletAddress = 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8';
const proofPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

let server: E2eServer;
let browser: Browser;
let admin: TradesimClient;

beforeAll(async () => {
  server = await startE2eServer(root);
  browser = await launchBrowser();
  admin = createClient({ baseUrl: server.url });
  await admin.admin.auth.login({ email: server.adminEmail, password: server.adminPassword });
  await admin.admin.paymentSettings.setWallet(walletAddress);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function checkScreen(page: Page, name: string, size: string, findings: Record<string, AxeFinding[]>) {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  const violations = await seriousAxeViolations(page);
  if (violations.length > 0) findings[`${name} (${size})`] = violations;
  await page.screenshot({ path: join(shots, `admin-${name}-${size}.png`), fullPage: true });
}

/** A user of the user app, signed in through the SDK. */
async function newUser(email: string, firstName: string): Promise<TradesimClient> {
  const user = createClient({ baseUrl: server.url });
  await user.auth.register({ email, password: 'correct-horse', firstName, lastName: 'Tester' });
  return user;
}

async function deposit(user: TradesimClient, amount: string) {
  return user.wallet.deposit({
    amount,
    proof: new Blob([proofPng], { type: 'image/png' }),
    fileName: 'proof.png',
  });
}

async function signIn(page: Page) {
  await page.goto(`${server.url}/admin/login`);
  await page.getByLabel('Email').fill(server.adminEmail);
  await page.getByLabel('Password', { exact: true }).fill(server.adminPassword);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(/\/admin\/dashboard$/);
}

describe.each(Object.entries(sizes))('the admin at %s size', (size, viewport) => {
  it('reviews deposits and withdrawals, bulk-adds assets watching progress, answers a ticket live, edits a duration', async () => {
    const page = await browser.newPage({ viewport });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const findings: Record<string, AxeFinding[]> = {};

    // A withdrawal waiting for review: its owner was credited first.
    const payer = await newUser(`payer-${size}@example.com`, `Payer${size}`);
    const credit = await deposit(payer, '100');
    await admin.admin.transactions.approve(credit.id);
    const withdrawal = await payer.wallet.withdraw({ amount: '20', walletAddress });

    await signIn(page);
    await checkScreen(page, 'dashboard', size, findings);

    // A deposit made while the list is open appears without a reload; the admin approves it.
    await page.goto(`${server.url}/admin/transactions?status=pending`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    const depositor = await newUser(`depositor-${size}@example.com`, `Depositor${size}`);
    const pending = await deposit(depositor, '75');
    const depositMenu = page.getByRole('button', {
      name: `Actions for deposit of $75.00 by Depositor${size} Tester`,
    });
    await depositMenu.waitFor({ timeout: 15_000 });
    await checkScreen(page, 'transactions', size, findings);
    await depositMenu.click();
    await page.getByRole('menuitem', { name: 'Approve', exact: true }).click();
    const approveDialog = page.getByRole('dialog', { name: 'Approve Transaction' });
    await approveDialog.waitFor();
    await checkScreen(page, 'approve-modal', size, findings);
    await approveDialog.getByRole('button', { name: 'Approve', exact: true }).click();
    await approveDialog.waitFor({ state: 'detached' });
    await expect.poll(async () => (await admin.admin.transactions.get(pending.id)).status).toBe('completed');
    await expect.poll(async () => (await depositor.me.get()).balance).toBe('75.00');

    // The withdrawal is rejected with a reason; the held funds return.
    const withdrawalMenu = page.getByRole('button', {
      name: `Actions for withdrawal of $20.00 by Payer${size} Tester`,
    });
    await withdrawalMenu.click();
    await page.getByRole('menuitem', { name: 'Reject', exact: true }).click();
    const rejectDialog = page.getByRole('dialog', { name: 'Reject Transaction' });
    await rejectDialog
      .getByLabel('Reason for rejection')
      .fill('The address belongs to an exchange we cannot pay.');
    await checkScreen(page, 'reject-modal', size, findings);
    await rejectDialog.getByRole('button', { name: 'Reject Transaction' }).click();
    await rejectDialog.waitFor({ state: 'detached' });
    const rejected = await admin.admin.transactions.get(withdrawal.id);
    expect(rejected.status).toBe('rejected');
    expect(rejected.adminNotes).toBe('The address belongs to an exchange we cannot pay.');
    expect((await payer.me.get()).balance).toBe('100.00');

    // A ticket answered in the console reaches the user's open chat without a reload.
    const asker = await newUser(`asker-${size}@example.com`, `Asker${size}`);
    const ticket = await asker.support.tickets.create({
      subject: `Deposit question (${size})`,
      description: 'When will my deposit be credited?',
      category: 'billing',
      priority: 'high',
    });
    const userContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
    await userContext.addInitScript(
      (value) => localStorage.setItem('tradesim.session', value),
      JSON.stringify({ user: asker.credentials().user }),
    );
    const userPage = await userContext.newPage();
    await userPage.goto(`${server.url}/support/${ticket.id}`);
    await userPage.getByText('When will my deposit be credited?').waitFor();
    await page.goto(`${server.url}/admin/support?ticket=${ticket.id}`);
    const reply = page.getByLabel('Reply', { exact: true });
    await reply.waitFor();
    await reply.fill(`Within 30 minutes, ${size}.`);
    await checkScreen(page, 'support', size, findings);
    await reply.press('Enter');
    await userPage.getByText(`Within 30 minutes, ${size}.`).waitFor({ timeout: 15_000 });
    await userContext.close();

    // Bulk-add while the progress bar moves: each symbol is counted as it is handled.
    await page.goto(`${server.url}/admin/assets`);
    await page.getByRole('button', { name: 'Bulk Add', exact: true }).click();
    await page.getByRole('button', { name: bulkPreset[size as keyof typeof bulkPreset] }).click();
    const progress = page.getByRole('progressbar', { name: 'Bulk add progress' });
    await progress.waitFor();
    const seen = new Set<string>();
    await expect
      .poll(
        async () => {
          seen.add((await progress.getAttribute('aria-valuenow')) ?? '');
          return progress.getAttribute('aria-valuetext');
        },
        { timeout: 90_000, interval: 100 },
      )
      .toMatch(/^Finished: /);
    expect(seen.size).toBeGreaterThan(1);
    await page.getByText(/Successfully added \d+\/\d+/).waitFor();
    await checkScreen(page, 'bulk-add', size, findings);

    // A duration is renamed inline.
    const label = durationToEdit[size as keyof typeof durationToEdit];
    await page.goto(`${server.url}/admin/settings/durations`);
    await page.getByRole('button', { name: `Edit ${label}` }).click();
    const editForm = page.getByRole('form', { name: `Edit ${label}` });
    await editForm.getByLabel('Label').fill(`${label} (promo)`);
    await checkScreen(page, 'durations-edit', size, findings);
    await editForm.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('button', { name: `Edit ${label} (promo)` }).waitFor();
    const durations = await admin.admin.durations.list();
    expect(durations.items.map((duration) => duration.label)).toContain(`${label} (promo)`);

    expect(findings).toEqual({});
    expect(errors).toEqual([]);
    await page.close();
  }, 240_000);
});
