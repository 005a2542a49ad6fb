import { join } from 'node:path';
import { createClient, type TradesimClient } from '@tradesim/sdk';
import * as OTPAuth from 'otpauth';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AxeFinding, seriousAxeViolations } from '../../e2e-support/axe.js';
import { launchBrowser } from '../../e2e-support/browser.js';
import { type E2eServer, startE2eServer } from '../../e2e-support/server.js';
import { mailedLink } from '../../e2e-support/staff.js';

const root = join(import.meta.dirname, '..', '..');
const shots = join(root, 'test-results', 'screenshots');
const sizes = {
  phone: { width: 390, height: 844 },
  laptop: { width: 1024, height: 768 },
  desktop: { width: 1440, height: 900 },
};

let server: E2eServer;
let browser: Browser;
let owner: TradesimClient;

beforeAll(async () => {
  // Info-level logs carry the mail outbox's links (there is no mail transport): the invitation.
  server = await startE2eServer(root, { LOG_LEVEL: 'info' });
  browser = await launchBrowser();
  owner = createClient({ baseUrl: server.url });
  await owner.admin.auth.login({ email: server.adminEmail, password: server.adminPassword });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function look(page: Page, name: string, findings: Record<string, AxeFinding[]>) {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  const violations = await seriousAxeViolations(page);
  if (violations.length > 0) findings[name] = violations;
  await page.screenshot({ path: join(shots, `admin-${name}.png`), fullPage: true });
}

/** The invitation link mailed to `email`, from the server's log of the mail outbox. */
const invitationLink = (email: string) => mailedLink(server, 'staff_invite', email);

describe('staff, two-step verification and four eyes in the browser', () => {
  it('enrols a second factor, invites a second admin who approves a held adjustment, at three widths', async () => {
    const findings: Record<string, AxeFinding[]> = {};
    const errors: string[] = [];

    // The owner turns two-step verification on from the Security page.
    const ownerPage = await browser.newPage({ viewport: sizes.desktop });
    ownerPage.on('pageerror', (error) => errors.push(error.message));
    await ownerPage.goto(`${server.url}/admin/login`);
    await ownerPage.getByLabel('Email').fill(server.adminEmail);
    await ownerPage.getByLabel('Password', { exact: true }).fill(server.adminPassword);
    await ownerPage.getByRole('button', { name: 'Sign In' }).click();
    await ownerPage.waitForURL(/\/admin\/dashboard$/);
    await ownerPage.goto(`${server.url}/admin/settings/security`);
    await ownerPage.getByRole('button', { name: 'Set up two-step verification' }).click();
    const key = ((await ownerPage.locator('code').first().textContent()) ?? '').replace(/\s/g, '');
    const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(key), digits: 6, period: 30 });
    await ownerPage.getByLabel('Code from the app').fill(totp.generate());
    await ownerPage.getByRole('button', { name: 'Turn on' }).click();
    await expect
      .poll(() => ownerPage.getByRole('list', { name: 'Recovery codes' }).locator('li').count())
      .toBe(10);
    await look(ownerPage, 'security-enrolled-desktop', findings);

    // A finance colleague is invited and accepts in a browser of their own.
    const financeEmail = 'fiona@tradesim.test';
    await owner.admin.staff.invite({
      email: financeEmail,
      firstName: 'Fiona',
      lastName: 'Nance',
      role: 'finance',
    });
    const finance = await browser.newPage({ viewport: sizes.phone });
    finance.on('pageerror', (error) => errors.push(error.message));
    await finance.goto(await invitationLink(financeEmail));
    await finance.getByLabel('New password', { exact: true }).fill('fiona-password-1');
    await finance.getByLabel('Confirm new password', { exact: true }).fill('fiona-password-1');
    await finance.getByRole('button', { name: 'Set password and sign in' }).click();
    await finance.waitForURL(/\/admin\/dashboard$/);
    // Finance sees its own part of the console: approvals, not the staff screen.
    await expect.poll(() => finance.getByRole('link', { name: 'Approvals' }).count()).toBeGreaterThan(0);
    expect(await finance.getByRole('link', { name: 'Staff' }).count()).toBe(0);

    // The owner asks for a large adjustment: it waits for a second admin.
    const user = createClient({ baseUrl: server.url });
    const { user: profile } = await user.auth.register({
      email: 'winner@example.com',
      password: 'correct-horse',
      firstName: 'Win',
      lastName: 'Ner',
    });
    const held = await owner.admin.users.adjustBalance(profile.id, {
      amount: '1500',
      reason: 'Competition prize',
    });
    expect('approval' in held).toBe(true);
    expect((await user.me.get()).balance).toBe('0.00');

    for (const [name, viewport] of Object.entries(sizes)) {
      await finance.setViewportSize(viewport);
      await finance.goto(`${server.url}/admin/approvals`);
      await finance.getByText('Competition prize').waitFor();
      await look(finance, `approvals-${name}`, findings);
      await ownerPage.setViewportSize(viewport);
      await ownerPage.goto(`${server.url}/admin/staff`);
      await ownerPage.getByText(financeEmail).first().waitFor();
      await look(ownerPage, `staff-${name}`, findings);
    }

    // The colleague approves; the money moves once.
    await finance.getByRole('button', { name: 'Approve', exact: true }).click();
    const dialog = finance.getByRole('dialog', { name: 'Approve request' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(async () => (await user.me.get()).balance).toBe('1500.00');
    const approved = await owner.admin.approvals.list({ status: 'approved' });
    expect(approved.items.map((item) => item.note)).toContain('Competition prize');

    expect(errors).toEqual([]);
    expect(findings).toEqual({});
  });
});
