import { join } from 'node:path';
import { createClient } from '@tradesim/sdk';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AxeFinding, seriousAxeViolations } from '../../e2e-support/axe.js';
import { launchBrowser } from '../../e2e-support/browser.js';
import { type E2eServer, startE2eServer } from '../../e2e-support/server.js';

const root = join(import.meta.dirname, '..', '..');
const shots = join(root, 'test-results', 'screenshots');
/** The console is for desktops: a wide screen and a small laptop. */
const sizes = { desktop: { width: 1440, height: 900 }, laptop: { width: 1024, height: 768 } };
const walletAddress = 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8';
const proofPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

let server: E2eServer;
let browser: Browser;

beforeAll(async () => {
  server = await startE2eServer(root);
  browser = await launchBrowser();
  const admin = createClient({ baseUrl: server.url });
  await admin.admin.auth.login({ email: server.adminEmail, password: server.adminPassword });
  await admin.admin.paymentSettings.setWallet(walletAddress);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** No serious or critical axe-core violation, and a screenshot for a person to look at. */
async function checkScreen(page: Page, name: string, size: string, findings: Record<string, AxeFinding[]>) {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  const violations = await seriousAxeViolations(page);
  if (violations.length > 0) findings[`${name} (${size})`] = violations;
  await page.screenshot({ path: join(shots, `admin-${name}-${size}.png`), fullPage: true });
}

/** A user who registers and submits a deposit, as the user app would. */
async function depositAsNewUser(email: string): Promise<void> {
  const user = createClient({ baseUrl: server.url });
  await user.auth.register({ email, password: 'correct-horse', firstName: 'Ada', lastName: 'Lovelace' });
  await user.wallet.deposit({
    amount: '100',
    proof: new Blob([proofPng], { type: 'image/png' }),
    fileName: 'p.png',
  });
}

describe.each(Object.entries(sizes))('admin sign-in and dashboard at %s size', (size, viewport) => {
  it('signs in, shows every dashboard card, and counts a new deposit live', async () => {
    const page = await browser.newPage({ viewport });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const findings: Record<string, AxeFinding[]> = {};

    // A deep link without a session lands on the login.
    await page.goto(`${server.url}/admin/transactions`);
    await page.waitForURL(/\/admin\/login$/);
    await page.getByRole('heading', { name: 'Admin sign in' }).waitFor();
    await checkScreen(page, 'login', size, findings);

    await page.getByLabel('Email').fill(server.adminEmail);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Invalid login credentials').waitFor();
    await checkScreen(page, 'login-refused', size, findings);

    await page.getByLabel('Password', { exact: true }).fill(server.adminPassword);
    await page.getByRole('button', { name: 'Sign In' }).click();
    // Back to where the deep link was going, then to the dashboard from the sidebar.
    await page.waitForURL(/\/admin\/transactions$/);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
    await page.waitForURL(/\/admin\/dashboard$/);
    for (const label of [
      'Pending Approvals',
      'Total Users',
      'Active Users',
      'Total Assets',
      'Total Transactions',
      'Total Revenue',
      'Pending Withdrawals',
      'Pending Deposits',
      'Open Support Tickets',
    ]) {
      await page.getByTestId(`stat-${label}`).waitFor();
    }
    expect(await page.getByTestId('ledger-status').textContent()).toBe('Balanced');
    const pending = async () => Number(await page.getByTestId('stat-Pending Deposits').textContent());
    const before = await pending();
    await checkScreen(page, 'dashboard', size, findings);

    // A user deposits: the card and the bell move without a reload.
    await depositAsNewUser(`ada-${size}@example.com`);
    await expect.poll(pending, { timeout: 15_000 }).toBe(before + 1);
    // The bell counts the requests waiting for a second approval too (the wallet set above asked for one).
    const approvals = Number(await page.getByTestId('stat-Pending Approvals').textContent());
    const bell = page.getByRole('button', { name: /^Awaiting staff/ });
    expect(await bell.getAttribute('aria-label')).toBe(`Awaiting staff: ${before + 1 + approvals}`);
    await bell.click();
    await page.getByRole('link', { name: /Pending deposits/ }).waitFor();
    await checkScreen(page, 'dashboard-bell', size, findings);

    // Signing out ends the session: the console is closed again.
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: /^Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.waitForURL(/\/admin\/login$/);
    await page.goto(`${server.url}/admin/dashboard`);
    await page.waitForURL(/\/admin\/login$/);

    expect(findings).toEqual({});
    expect(errors).toEqual([]);
    await page.close();
  });
});
