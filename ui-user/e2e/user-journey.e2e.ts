import { formatUsd, toDecimal } from '@tradesim/core';
import type { TradesimClient } from '@tradesim/sdk';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AxeFinding } from '../../e2e-support/axe.js';
import { launchBrowser, viewports } from '../../e2e-support/browser.js';
import { type E2eServer, startE2eServer } from '../../e2e-support/server.js';
import { carriedOut, secondOwner } from '../../e2e-support/staff.js';
import {
  adminClient,
  checkScreen,
  expectBalanceChip,
  proofPng,
  root,
  walletAddress,
} from './journey-support.js';

let server: E2eServer;
let browser: Browser;
let admin: TradesimClient;

beforeAll(async () => {
  // Info-level logs carry the invitation a second owner accepts (the deposit wallet is theirs to approve).
  server = await startE2eServer(root, { LOG_LEVEL: 'info' });
  browser = await launchBrowser();
  admin = await adminClient(server.url, server.adminEmail, server.adminPassword);
  await carriedOut(
    await admin.admin.paymentSettings.setWallet(walletAddress),
    await secondOwner(server, admin),
  );
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The pending deposit of this user, approved by the admin through the SDK. */
async function approveDepositOf(email: string): Promise<void> {
  const page = await admin.admin.transactions.list({ status: 'pending', type: 'deposit' });
  const deposit = page.items.find((item) => item.userEmail === email);
  expect(deposit, `a pending deposit of ${email}`).toBeDefined();
  await admin.admin.transactions.approve(deposit?.id ?? '');
}

async function register(page: Page, email: string) {
  await page.goto(`${server.url}/register`);
  await page.getByLabel('First name', { exact: true }).fill('Grace');
  await page.getByLabel('Last name', { exact: true }).fill('Hopper');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('correct-horse');
  await page.getByLabel('Confirm password', { exact: true }).fill('correct-horse');
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL(`${server.url}/`);
}

describe.each(Object.entries(viewports))('the user journey at %s size', (size, viewport) => {
  it('registers, tops up, is credited live, invests, sells early, and withdraws', async () => {
    const page = await browser.newPage({ viewport });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const findings: Record<string, AxeFinding[]> = {};
    const email = `grace-${size}@example.com`;

    await page.goto(`${server.url}/register`);
    await checkScreen(page, 'register', size, findings);
    await register(page, email);
    await checkScreen(page, 'dashboard', size, findings);
    await expectBalanceChip(page, '$0.00');

    // Top up $500 with a proof image.
    await page.getByRole('link', { name: 'Top Up' }).first().click();
    await page.waitForURL(/\/topup$/);
    await page.getByRole('button', { name: '$500', exact: true }).click();
    await checkScreen(page, 'topup-amount', size, findings);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/\/topup\/payment/);
    await expect.poll(() => page.textContent('body')).toContain(walletAddress);
    await checkScreen(page, 'topup-payment', size, findings);
    await page.getByRole('button', { name: "I've Sent the Payment" }).click();
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'proof.png', mimeType: 'image/png', buffer: proofPng });
    await checkScreen(page, 'topup-proof', size, findings);
    await page.getByRole('button', { name: 'Submit Proof' }).click();
    await page.getByText('Payment Submitted!').waitFor();
    await expect.poll(() => page.textContent('body')).toContain('Pending Review');
    await checkScreen(page, 'topup-success', size, findings);

    // The admin approves; the header shows the credit without a reload.
    await approveDepositOf(email);
    await expectBalanceChip(page, '$500.00');

    // Invest $100 in Bitcoin from its asset page.
    await page.goto(`${server.url}/market`);
    await page
      .getByRole('link', { name: /Bitcoin/ })
      .first()
      .click();
    await page.waitForURL(/\/asset\//);
    await page.getByLabel('Investment amount (USD)').fill('100');
    // The period cards are labels around visually hidden radios: press a card, as a user does.
    await page
      .locator('label')
      .filter({ has: page.getByRole('radio') })
      .first()
      .click();
    await checkScreen(page, 'asset', size, findings);
    await page.getByRole('button', { name: 'Invest $100.00' }).click();
    await page.waitForURL(/\/buy$/);
    await checkScreen(page, 'buy', size, findings);
    await page.getByRole('button', { name: 'Confirm Investment' }).click();
    await page.waitForURL(/\/portfolio$/);
    await page.getByText('Successfully invested $100.00 in Bitcoin!').waitFor();
    await expectBalanceChip(page, '$400.00');
    await checkScreen(page, 'portfolio', size, findings);

    // Sell early: the principal and half the current return come back.
    await page.getByRole('button', { name: 'Sell Early' }).first().click();
    await page.getByRole('dialog', { name: 'Sell Early Warning' }).waitFor();
    await checkScreen(page, 'sell-early-modal', size, findings);
    await page.getByRole('dialog').getByRole('button', { name: 'Sell Early' }).click();
    await page.getByText('Investment sold early. Funds have been returned to your balance.').waitFor();
    const afterSale = await userBalance(page);
    expect(toDecimal(afterSale).greaterThanOrEqualTo(500)).toBe(true);
    await expectBalanceChip(page, formatUsd(afterSale));

    // History: the deposit credited and the sale, on the balance screen.
    await page.goto(`${server.url}/balance`);
    await expect.poll(() => page.textContent('main')).toContain('+$500.00');
    await checkScreen(page, 'balance', size, findings);

    // Withdraw $50: a wrong address is refused, the right one goes through.
    await page.goto(`${server.url}/withdraw`);
    await page.getByRole('button', { name: '$50', exact: true }).click();
    await checkScreen(page, 'withdraw-amount', size, findings);
    await page.getByRole('button', { name: 'Continue' }).click();
    const address = page.getByLabel('TRC20 wallet address');
    await address.fill('TXYZ-not-an-address');
    await page.getByText('Invalid TRC20 address format').waitFor();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page
      .getByText(/TRC20 wallet address/)
      .first()
      .waitFor();
    await checkScreen(page, 'withdraw-wallet', size, findings);
    await address.fill(walletAddress);
    await page.getByText('Valid TRC20 address format').waitFor();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect.poll(() => page.textContent('main')).toContain('$49.00');
    await checkScreen(page, 'withdraw-confirm', size, findings);
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Confirm Withdrawal' }).click();
    await page.getByText('Pending Review').waitFor();
    await checkScreen(page, 'withdraw-success', size, findings);
    const afterWithdrawal = (Number(afterSale.replace(/[$,]/g, '')) - 50).toFixed(2);
    await expectBalanceChip(
      page,
      `$${Number(afterWithdrawal).toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
    );

    // The pending withdrawal can be taken back from the history; asked first, and kept here.
    await page.goto(`${server.url}/balance`);
    await page.getByRole('button', { name: 'Cancel withdrawal of $50.00' }).click();
    await page.getByRole('dialog', { name: 'Cancel withdrawal?' }).waitFor();
    await checkScreen(page, 'cancel-withdrawal-modal', size, findings);
    await page.getByRole('dialog').getByRole('button', { name: 'Keep it' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    expect(findings).toEqual({});
    expect(errors).toEqual([]);
    await page.close();
  }, 240_000);
});

/** The balance as the API reports it (a decimal string), read with the session the page holds. */
async function userBalance(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const saved = JSON.parse(localStorage.getItem('tradesim.session') ?? '{}') as {
      user?: { accessToken: string };
    };
    const response = await fetch('/api/me', {
      headers: { authorization: `Bearer ${saved.user?.accessToken}` },
    });
    return ((await response.json()) as { balance: string }).balance;
  });
}
