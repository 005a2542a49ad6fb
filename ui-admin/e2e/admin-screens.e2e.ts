import { join } from 'node:path';
import { createClient } from '@tradesim/sdk';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AxeFinding, seriousAxeViolations } from '../../e2e-support/axe.js';
import { launchBrowser } from '../../e2e-support/browser.js';
import { type E2eServer, startE2eServer } from '../../e2e-support/server.js';

const root = join(import.meta.dirname, '..', '..');
const shots = join(root, 'test-results', 'screenshots');
const sizes = {
  desktop: { width: 1440, height: 900 },
  laptop: { width: 1024, height: 768 },
  phone: { width: 390, height: 844 },
};
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
  await admin.admin.paymentSettings.setWallet('TJRabPrwbZy45sbavfcjinPJC18kjpRTv8');
  const user = createClient({ baseUrl: server.url });
  await user.auth.register({
    email: 'screens@example.com',
    password: 'correct-horse',
    firstName: 'Mary',
    lastName: 'Jackson',
  });
  // A pending deposit: the transactions list and the dashboard have a row to lay out.
  await user.wallet.deposit({
    amount: '75',
    proof: new Blob([proofPng], { type: 'image/png' }),
    fileName: 'proof.png',
  });
  await user.support.tickets.create({
    subject: 'Hello',
    description: 'A question.',
    category: 'general',
    priority: 'low',
  });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Every screen of the console's sidebar and settings, as an admin sees it on first open. */
const screens = {
  dashboard: '/admin/dashboard',
  users: '/admin/users',
  assets: '/admin/assets',
  transactions: '/admin/transactions',
  approvals: '/admin/approvals',
  'payment-settings': '/admin/payment-settings',
  'support-list': '/admin/support',
  staff: '/admin/staff',
  'settings-durations': '/admin/settings/durations',
  'settings-trading': '/admin/settings/trading',
  'settings-security': '/admin/settings/security',
  'settings-notifications': '/admin/settings/notifications',
  'audit-log': '/admin/audit-log',
  'not-found': '/admin/no-such-screen',
};

interface Overflow {
  scrollWidth: number;
  innerWidth: number;
}

/** How far the page scrolls sideways, if it does: it must not at any size (a phone's 390 px too). */
async function sidewaysOverflow(page: Page): Promise<Overflow | undefined> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  return scrollWidth > innerWidth ? { scrollWidth, innerWidth } : undefined;
}

async function signIn(page: Page) {
  await page.goto(`${server.url}/admin/login`);
  await page.getByLabel('Email').fill(server.adminEmail);
  await page.getByLabel('Password', { exact: true }).fill(server.adminPassword);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(/\/admin\/dashboard$/);
}

describe.each(Object.entries(sizes))('every admin screen at %s size', (size, viewport) => {
  it('has no serious or critical accessibility violation, draws without errors and does not scroll sideways', async () => {
    const findings: Record<string, AxeFinding[]> = {};
    const overflows: Record<string, Overflow> = {};
    const errors: string[] = [];
    const page = await browser.newPage({ viewport });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${server.url}/admin/login`);
    await page.getByRole('heading', { name: 'Admin sign in' }).waitFor();
    const login = await seriousAxeViolations(page);
    if (login.length > 0) findings[`login (${size})`] = login;
    const loginOverflow = await sidewaysOverflow(page);
    if (loginOverflow) overflows[`login (${size})`] = loginOverflow;
    await signIn(page);
    for (const [name, path] of Object.entries(screens)) {
      await page.goto(`${server.url}${path}`);
      await page.locator('main h1').first().waitFor();
      await page.waitForLoadState('networkidle').catch(() => undefined);
      const violations = await seriousAxeViolations(page);
      if (violations.length > 0) findings[`${name} (${size})`] = violations;
      const overflow = await sidewaysOverflow(page);
      if (overflow) overflows[`${name} (${size})`] = overflow;
      await page.screenshot({ path: join(shots, `admin-${name}-${size}.png`), fullPage: true });
    }
    expect(findings).toEqual({});
    expect(overflows).toEqual({});
    expect(errors).toEqual([]);
    await page.close();
  }, 240_000);
});

describe('dialogs and the ticket chat on a phone', () => {
  it('fit the 390 px screen: no sideways scroll, the dialog within the width, its actions reachable', async () => {
    const findings: Record<string, AxeFinding[]> = {};
    const overflows: Record<string, Overflow> = {};
    const errors: string[] = [];
    const page = await browser.newPage({ viewport: sizes.phone });
    page.on('pageerror', (error) => errors.push(error.message));
    await signIn(page);
    const look = async (name: string) => {
      await page.waitForLoadState('networkidle').catch(() => undefined);
      const violations = await seriousAxeViolations(page);
      if (violations.length > 0) findings[name] = violations;
      const overflow = await sidewaysOverflow(page);
      if (overflow) overflows[name] = overflow;
      await page.screenshot({ path: join(shots, `admin-${name}-phone.png`), fullPage: true });
    };

    // A user's View Details, from the row menu of the Users list.
    await page.goto(`${server.url}/admin/users`);
    await page.getByRole('button', { name: /^Actions for Mary Jackson/ }).click();
    await page.getByRole('menuitem', { name: 'View Details' }).click();
    const dialog = page.getByRole('dialog', { name: 'User Details' });
    await dialog.getByText('screens@example.com').first().waitFor();
    await look('user-details');
    const box = await dialog.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= sizes.phone.width).toBe(true);
    const ban = dialog.getByRole('button', { name: 'Ban User' });
    await ban.scrollIntoViewIfNeeded();
    const banBox = await ban.boundingBox();
    expect(banBox && banBox.y >= 0 && banBox.y + banBox.height <= sizes.phone.height).toBe(true);
    expect(banBox?.height).toBeGreaterThanOrEqual(44);
    await page.keyboard.press('Escape');

    // The support chat of a ticket picked from the list.
    await page.goto(`${server.url}/admin/support`);
    await page.getByRole('button', { name: /Hello/ }).click();
    const chat = page.getByRole('region', { name: 'Conversation: Hello' });
    await chat.getByText('A question.').waitFor();
    await look('support-chat');
    const reply = chat.getByRole('textbox', { name: 'Reply' });
    await reply.scrollIntoViewIfNeeded();
    expect(await reply.isVisible()).toBe(true);

    expect(findings).toEqual({});
    expect(overflows).toEqual({});
    expect(errors).toEqual([]);
    await page.close();
  }, 120_000);
});
