import { createClient, type TradesimClient } from '@tradesim/sdk';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AxeFinding } from '../../e2e-support/axe.js';
import { launchBrowser, viewports } from '../../e2e-support/browser.js';
import { type E2eServer, startE2eServer } from '../../e2e-support/server.js';
import { carriedOut, secondOwner } from '../../e2e-support/staff.js';
import {
  adminClient,
  checkScreen,
  proofPng,
  root,
  signedInContext,
  walletAddress,
} from './journey-support.js';

let server: E2eServer;
let browser: Browser;
let ticketId: string;
let approver: TradesimClient;
let assetId: string;

beforeAll(async () => {
  // Info-level logs carry the invitation a second owner accepts: the wallet and the large deposit
  // wait for a second staff member.
  server = await startE2eServer(root, { LOG_LEVEL: 'info' });
  browser = await launchBrowser();
  const admin = await adminClient(server.url, server.adminEmail, server.adminPassword);
  approver = await secondOwner(server, admin);
  await carriedOut(await admin.admin.paymentSettings.setWallet(walletAddress), approver);
  const user = createClient({ baseUrl: server.url });
  await user.auth.register({
    email: 'screens@example.com',
    password: 'correct-horse',
    firstName: 'Katherine',
    lastName: 'Johnson',
  });
  const ticket = await user.support.tickets.create({
    subject: 'Where is my deposit?',
    description: 'I sent 100 USDT an hour ago.',
    category: 'billing',
    priority: 'medium',
  });
  ticketId = ticket.id;
  await admin.admin.support.tickets.send(ticketId, 'It is being reviewed now.');
  assetId = (await user.market.assets.list({ q: 'ETH' })).items[0]?.id ?? '';
  await fundAndInvest(user, admin);
});

/** A credited deposit and a few investments, so the portfolio and the money flows have figures. */
async function fundAndInvest(user: TradesimClient, admin: TradesimClient) {
  const deposit = await user.wallet.deposit({
    amount: '5000',
    proof: new Blob([proofPng]),
    fileName: 'proof.png',
  });
  await carriedOut(await admin.admin.transactions.approve(deposit.id), approver);
  const assets = (await user.market.assets.list()).items;
  const { items: durations } = await user.market.durations();
  const amounts = ['500', '1200', '800', '250'];
  for (const [index, amount] of amounts.entries()) {
    const asset = assets[index % assets.length];
    const duration = durations[index % durations.length];
    if (!asset || !duration) throw new Error('no asset or duration to invest in');
    await user.investments.purchase({ assetId: asset.id, durationId: duration.id, amount });
  }
}
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const signedOutScreens = {
  login: '/login',
  'forgot-password': '/forgot-password',
  'reset-password': '/reset-password?token=not-a-real-token',
};
const signedInScreens = () => ({
  dashboard: '/',
  market: '/market',
  'asset-eth': `/asset/${assetId}`,
  invest: '/invest',
  portfolio: '/portfolio',
  profile: '/profile',
  settings: '/settings',
  faq: '/faq',
  balance: '/balance',
  topup: '/topup',
  'topup-payment': '/topup/payment?amount=100',
  withdraw: '/withdraw',
  support: '/support',
  'support-ticket': `/support/${ticketId}`,
  'not-found': '/no-such-page',
});

/** A browser signed in with a session of its own (each size's run ends by signing it out). */
function signedIn(viewport: { width: number; height: number }, colorScheme: Theme): Promise<BrowserContext> {
  const credentials = { email: 'screens@example.com', password: 'correct-horse' };
  return signedInContext(browser, server.url, credentials, { viewport, colorScheme });
}

type Theme = 'light' | 'dark';
/** Every size in both themes: the system's dark setting turns the app dark (no choice saved). */
const cases = Object.entries(viewports).flatMap(([size, viewport]) =>
  (['light', 'dark'] as const).map((theme) => [size, viewport, theme] as const),
);

describe.each(cases)('every user screen at %s size', (sizeName, viewport, theme) => {
  // Screenshots of the dark theme are named `*-dark-<size>.png`.
  const size = theme === 'dark' ? `dark-${sizeName}` : sizeName;
  it(`has no serious or critical accessibility violation and draws without errors (${theme} theme)`, async () => {
    const findings: Record<string, AxeFinding[]> = {};
    const errors: string[] = [];
    const guest = await browser.newContext({ viewport, colorScheme: theme });
    const guestPage = await guest.newPage();
    guestPage.on('pageerror', (error) => errors.push(error.message));
    for (const [name, path] of Object.entries(signedOutScreens)) {
      await guestPage.goto(`${server.url}${path}`);
      await guestPage.locator('h1').first().waitFor();
      await checkScreen(guestPage, name, size, findings);
    }
    await guest.close();

    const context = await signedIn(viewport, theme);
    const page = await context.newPage();
    page.on('pageerror', (error) => errors.push(error.message));
    for (const [name, path] of Object.entries(signedInScreens())) {
      await page.goto(`${server.url}${path}`);
      await page.locator('main h1').first().waitFor();
      await page.getByTestId('balance-chip').waitFor();
      await checkScreen(page, name, size, findings);
    }
    await page.goto(`${server.url}/`);
    await page.getByRole('button', { name: /^Notifications/ }).click();
    await page.getByRole('heading', { name: 'Notifications' }).waitFor();
    await checkScreen(page, 'notifications-panel', size, findings);
    await page.keyboard.press('Escape');
    // The withdrawal's later steps, with every figure of the side summary filled in.
    await page.goto(`${server.url}/withdraw`);
    await page.getByRole('button', { name: '$100', exact: true }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('TRC20 wallet address').fill(walletAddress);
    await checkScreen(page, 'withdraw-wallet', size, findings);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('Step 3 of 3').waitFor();
    await checkScreen(page, 'withdraw-confirm', size, findings);
    await page.getByRole('button', { name: 'Katherine' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.waitForURL(/\/login$/);
    await context.close();

    expect(findings).toEqual({});
    expect(errors).toEqual([]);
  }, 240_000);
});

describe('the theme switch', () => {
  it('turns the app dark from Settings, keeps it after a reload, and System follows the device again', async () => {
    const context = await signedIn(viewports.phone, 'light');
    const page = await context.newPage();
    const pageBackground = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const theme = () => page.evaluate(() => document.documentElement.dataset.theme ?? 'system');
    await page.goto(`${server.url}/settings`);
    const lightBackground = await pageBackground();
    const group = page.getByRole('group', { name: 'Theme' });
    await group.getByRole('button', { name: 'Dark' }).click();
    expect(await theme()).toBe('dark');
    expect(await pageBackground()).not.toBe(lightBackground);
    await page.reload();
    await page.locator('main h1').first().waitFor();
    expect(await theme()).toBe('dark');
    expect(await page.evaluate(() => localStorage.getItem('tradesim.theme'))).toBe('dark');
    await page.getByRole('group', { name: 'Theme' }).getByRole('button', { name: 'System' }).click();
    expect(await theme()).toBe('system');
    // The device is light in this context: System is light again.
    expect(await pageBackground()).toBe(lightBackground);
    await context.close();
  }, 60_000);
});
