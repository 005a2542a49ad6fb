import { join } from 'node:path';
import { createClient } from '@tradesim/sdk';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AxeFinding, seriousAxeViolations } from '../../e2e-support/axe.js';
import { launchBrowser } from '../../e2e-support/browser.js';
import { type E2eServer, startE2eServer } from '../../e2e-support/server.js';

const root = join(import.meta.dirname, '..', '..');
const shots = join(root, 'test-results', 'screenshots');
const sizes = { desktop: { width: 1440, height: 900 }, laptop: { width: 1024, height: 768 } };

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
  users: '/admin/users',
  assets: '/admin/assets',
  'payment-settings': '/admin/payment-settings',
  'support-list': '/admin/support',
  'settings-durations': '/admin/settings/durations',
  'settings-trading': '/admin/settings/trading',
  'settings-security': '/admin/settings/security',
  'audit-log': '/admin/audit-log',
  'not-found': '/admin/no-such-screen',
};

describe.each(Object.entries(sizes))('every admin screen at %s size', (size, viewport) => {
  it('has no serious or critical accessibility violation and draws without errors', async () => {
    const findings: Record<string, AxeFinding[]> = {};
    const errors: string[] = [];
    const page = await browser.newPage({ viewport });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${server.url}/admin/login`);
    await page.getByRole('heading', { name: 'Admin sign in' }).waitFor();
    const login = await seriousAxeViolations(page);
    if (login.length > 0) findings[`login (${size})`] = login;
    await page.getByLabel('Email').fill(server.adminEmail);
    await page.getByLabel('Password', { exact: true }).fill(server.adminPassword);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(/\/admin\/dashboard$/);
    for (const [name, path] of Object.entries(screens)) {
      await page.goto(`${server.url}${path}`);
      await page.locator('main h1').first().waitFor();
      await page.waitForLoadState('networkidle').catch(() => undefined);
      const violations = await seriousAxeViolations(page);
      if (violations.length > 0) findings[`${name} (${size})`] = violations;
      await page.screenshot({ path: join(shots, `admin-${name}-${size}.png`), fullPage: true });
    }
    expect(findings).toEqual({});
    expect(errors).toEqual([]);
    await page.close();
  }, 240_000);
});
