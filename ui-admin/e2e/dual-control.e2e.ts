import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { createClient, type TradesimClient } from '@tradesim/sdk';
import * as OTPAuth from 'otpauth';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AxeFinding, seriousAxeViolations } from '../../e2e-support/axe.js';
import { launchBrowser, viewports } from '../../e2e-support/browser.js';
import { type E2eServer, startE2eServer } from '../../e2e-support/server.js';
import { mailedLink as mailedLinkOf } from '../../e2e-support/staff.js';

const root = join(import.meta.dirname, '..', '..');
/** SCREENSHOTS_DIR puts the pictures elsewhere, to look at them. */
const shots = process.env.SCREENSHOTS_DIR ?? join(root, 'test-results', 'screenshots');
const walletAddress = 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8';
const proofPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

let server: E2eServer;
let browser: Browser;
const findings: Record<string, AxeFinding[]> = {};
const errors: string[] = [];

beforeAll(async () => {
  mkdirSync(shots, { recursive: true });
  // The staff policy on, as a new deployment starts; info-level logs carry the mailed links.
  server = await startE2eServer(root, { REQUIRE_STAFF_MFA: 'true', LOG_LEVEL: 'info' });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/**
 * A code of the authenticator holding `secret` (spaces as the console groups it are ignored).
 * `ahead` takes the next period's: the server accepts one period either side but never the same
 * code twice, and a code was just spent enrolling.
 */
const codeOf = (secret: string, ahead = false) =>
  new OTPAuth.TOTP({
    secret: OTPAuth.Secret.fromBase32(secret.replace(/\s/g, '')),
    digits: 6,
    period: 30,
  }).generate({ timestamp: Date.now() + (ahead ? 30_000 : 0) });

/** Every screen looked at: axe's serious findings, and a full-page picture at this width. */
async function look(page: Page, name: string) {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  const width = page.viewportSize()?.width ?? 0;
  const violations = await seriousAxeViolations(page);
  if (violations.length > 0) findings[`${name}-${width}`] = violations;
  await page.screenshot({ path: join(shots, `dual-control-${name}-${width}.png`), fullPage: true });
}

/** At both widths: the phone and the desktop. */
async function lookBoth(page: Page, name: string, ready: () => Promise<unknown>) {
  for (const viewport of [viewports.phone, viewports.desktop]) {
    await page.setViewportSize(viewport);
    await ready();
    await look(page, name);
  }
}

async function newPage(): Promise<Page> {
  const page = await browser.newPage({ viewport: viewports.desktop });
  page.on('pageerror', (error) => errors.push(error.message));
  return page;
}

/** The last link of `template` mailed to `email` (the server logs the mail outbox). */
const mailedLink = (template: string, email: string) => mailedLinkOf(server, template, email);

async function signIn(page: Page, email: string, password: string, secret?: string) {
  await page.goto(`${server.url}/admin/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  if (secret) {
    await page.getByLabel(/code/i).first().fill(codeOf(secret));
    await page.getByRole('button', { name: /Verify|Sign In/ }).click();
  }
  await page.waitForURL(/\/admin\/dashboard$/);
}

/** Accepts an invitation in `page`: the password, the QR code's secret, its first code, the recovery codes. */
async function acceptInvitation(page: Page, email: string, password: string, name: string): Promise<string> {
  await page.goto(await mailedLink('staff_invite', email));
  await page.getByText(email).first().waitFor();
  await page.getByRole('img', { name: 'QR code to add Tradesim to an authenticator app' }).waitFor();
  await look(page, `${name}-invitation`);
  const secret = (await page.locator('code').first().textContent()) ?? '';
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByLabel('Confirm new password', { exact: true }).fill(password);
  await page.getByLabel('Code from the app').fill(codeOf(secret));
  await page.getByRole('button', { name: 'Set password and sign in' }).click();
  await page.getByRole('list', { name: 'Recovery codes' }).waitFor();
  await look(page, `${name}-recovery-codes`);
  await page.getByRole('button', { name: 'I have saved them' }).click();
  await page.waitForURL(/\/admin\/dashboard$/);
  return secret.replace(/\s/g, '');
}

describe('dual control in the browser', () => {
  it('enrols, invites, holds money and staff changes for a second member, who approves with the facts in view', async () => {
    // The first owner signs in without a factor: every page says changes are blocked.
    const ownerPage = await newPage();
    await signIn(ownerPage, server.adminEmail, server.adminPassword);
    const banner = ownerPage.getByRole('region', { name: /^Changes are blocked until you set up/ });
    await lookBoth(ownerPage, 'banner', () => banner.waitFor());
    // No owner has a factor yet: the first enrols right there.
    await banner.getByRole('button', { name: 'Set up two-step verification' }).click();
    const ownerSecret = ((await banner.locator('code').textContent()) ?? '').replace(/\s/g, '');
    await banner.getByLabel('Code from the app').fill(codeOf(ownerSecret));
    await banner.getByRole('button', { name: 'Turn on' }).click();
    const codes = ownerPage.getByRole('region', { name: /save your recovery codes$/ });
    await codes.getByRole('list', { name: 'Recovery codes' }).waitFor();
    await look(ownerPage, 'banner-recovery-codes');
    await codes.getByRole('button', { name: 'I have saved them' }).click();
    await codes.waitFor({ state: 'detached' });

    const owner: TradesimClient = createClient({ baseUrl: server.url });
    await owner.admin.auth.login({
      email: server.adminEmail,
      password: server.adminPassword,
      code: codeOf(ownerSecret, true),
    });
    for (const [email, role] of [
      ['fiona@tradesim.test', 'finance'],
      ['olga@tradesim.test', 'owner'],
    ] as const) {
      await owner.admin.staff.invite({ email, firstName: email.slice(0, 5), lastName: 'Staff', role });
    }

    // Finance accepts on a phone, enrolling as she does.
    const financePage = await newPage();
    await financePage.setViewportSize(viewports.phone);
    const financeSecret = await acceptInvitation(
      financePage,
      'fiona@tradesim.test',
      'fiona-password-long',
      'finance',
    );
    const secondOwner = await newPage();
    const olgaSecret = await acceptInvitation(
      secondOwner,
      'olga@tradesim.test',
      'olga-password-long',
      'owner',
    );
    await secondOwner.close();

    // Money and changes asked by the owner wait for a second member.
    const customer = createClient({ baseUrl: server.url });
    await customer.auth.register({
      email: 'winner@example.com',
      password: 'correct-horse',
      firstName: 'Win',
      lastName: 'Ner',
    });
    const held = await owner.admin.paymentSettings.setWallet(walletAddress, 'First deposit wallet');
    expect('approval' in held).toBe(true);
    const deposit = await customer.wallet.deposit({
      amount: '2000',
      proof: new Blob([proofPng], { type: 'image/png' }),
      fileName: 'proof.png',
    });
    const heldDeposit = await owner.admin.transactions.approve(deposit.id, { notes: 'Proof checked' });
    expect('approval' in heldDeposit).toBe(true);
    const me = await customer.me.get();
    await owner.admin.users.adjustBalance(me.id, { amount: '1500', reason: 'Competition prize' });
    const staff = await owner.admin.staff.list();
    const fiona = staff.items.find((member) => member.email === 'fiona@tradesim.test');
    await owner.admin.staff.update(fiona?.id ?? '', { role: 'auditor', reason: 'Moves to audit' });
    await owner.admin.securitySettings.update({ requireStaffMfa: false, reason: 'Trial' });
    await owner.admin.tradingSettings.update({ fourEyesThreshold: '2500', reason: 'Volumes doubled' });

    // What finance sees: the requests it may decide, with their facts; held transactions.
    await lookBoth(financePage, 'finance-dashboard', async () => {
      await financePage.goto(`${server.url}/admin/dashboard`);
      await financePage.getByTestId('stat-Pending Approvals').waitFor();
    });
    await lookBoth(financePage, 'finance-approvals', async () => {
      await financePage.goto(`${server.url}/admin/approvals`);
      await financePage.getByText('Balance becomes $2,000.00').first().waitFor();
      await financePage.getByRole('img', { name: 'Payment proof uploaded by the user' }).waitFor();
    });
    await lookBoth(financePage, 'finance-transactions', async () => {
      await financePage.goto(`${server.url}/admin/transactions`);
      await financePage.getByText('Awaiting second approval').first().waitFor();
    });

    // What the owner sees of her own requests, screen by screen.
    for (const [name, path, text] of [
      ['owner-approvals', '/approvals', 'Withdraw request'],
      ['owner-staff', '/staff', 'Awaiting second approval'],
      ['owner-payment-settings', '/payment-settings', 'Awaiting second approval'],
      ['owner-security', '/settings/security', 'Awaiting second approval'],
      ['owner-trading', '/settings/trading', 'Awaiting second approval'],
      ['owner-audit-log', '/audit-log', /^Showing \d+ of \d+ entries$/],
    ] as const) {
      await lookBoth(ownerPage, name, async () => {
        await ownerPage.goto(`${server.url}/admin${path}`);
        await ownerPage.getByText(text).first().waitFor();
      });
    }

    // Finance approves the deposit: the money moves once.
    await financePage.setViewportSize(viewports.desktop);
    await financePage.goto(`${server.url}/admin/approvals`);
    const depositCard = financePage.getByRole('article', { name: /Deposit approval/ });
    await depositCard.getByRole('button', { name: 'Approve', exact: true }).click();
    const dialog = financePage.getByRole('dialog', { name: 'Approve request' });
    await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(async () => (await customer.me.get()).balance).toBe('2000.00');

    // The security record as the owner reads it: both sign-ins, the enrolment at the invitation,
    // and both halves of the approval, each naming its target by a readable label.
    const entry = (action: string, ...texts: string[]) =>
      texts.reduce(
        (rows, text) => rows.filter({ hasText: text }),
        ownerPage.locator('tbody tr').filter({ hasText: action }),
      );
    const deposited = 'Deposit of $2,000.00 for winner@example.com';
    await lookBoth(ownerPage, 'owner-security-record', async () => {
      await ownerPage.goto(`${server.url}/admin/audit-log`);
      await entry('STAFF_SIGN_IN', server.adminEmail).first().waitFor();
      await entry('STAFF_SIGN_IN', 'fiona@tradesim.test').first().waitFor();
      await entry('MFA_ENABLED', 'fiona@tradesim.test').first().waitFor();
      await entry('REQUEST_APPROVAL', server.adminEmail, deposited).first().waitFor();
      await entry('APPROVE_REQUEST', 'fiona@tradesim.test', deposited).first().waitFor();
    });
    const carriedOut = entry(
      'APPROVE_TRANSACTION',
      'fiona@tradesim.test',
      'Deposit $2,000.00 · winner@example.com',
    );
    await carriedOut.getByRole('button').first().click();
    // The change carried out names who asked for it and the request, beside its approver.
    await ownerPage.getByText('approvalId').first().waitFor();
    await ownerPage.getByText('requestedBy').first().waitFor();

    // A lost phone: the owner asks to reset finance's factor and the second owner approves it.
    const reset = await owner.admin.staff.resetMfa(fiona?.id ?? '', { reason: 'Lost phone' });
    const olga = createClient({ baseUrl: server.url });
    await olga.admin.auth.login({
      email: 'olga@tradesim.test',
      password: 'olga-password-long',
      code: codeOf(olgaSecret, true),
    });
    await olga.admin.approvals.approve(reset.approval.id);
    expect(financeSecret).not.toBe('');
    // Her open console closes at once, over its socket, saying why.
    await financePage
      .getByText('Your two-step verification was reset by an owner. Check your email to set it up again.')
      .waitFor({ timeout: 5_000 });
    await financePage.getByRole('heading', { name: 'Admin sign in' }).waitFor();
    await look(financePage, 'finance-session-ended');

    // Signed in again without a factor, finance is blocked and enrols through the mailed link.
    await signIn(financePage, 'fiona@tradesim.test', 'fiona-password-long');
    const blocked = financePage.getByRole('region', { name: /^Changes are blocked until you set up/ });
    await blocked.getByRole('button', { name: 'Set up two-step verification' }).click();
    await blocked.getByText(/^We sent a link to fiona@tradesim\.test/).waitFor();
    await lookBoth(financePage, 'finance-link-sent', () => blocked.waitFor());
    await financePage.goto(await mailedLink('staff_mfa_enrolment', 'fiona@tradesim.test'));
    await financePage.getByRole('img', { name: 'QR code to add Tradesim to an authenticator app' }).waitFor();
    await look(financePage, 'enrolment-link');
    const newSecret = ((await financePage.locator('code').first().textContent()) ?? '').replace(/\s/g, '');
    await financePage.getByLabel('Code from the app').fill(codeOf(newSecret));
    await financePage.getByRole('button', { name: 'Turn on' }).click();
    await financePage.getByRole('list', { name: 'Recovery codes' }).waitFor();
    await financePage.setViewportSize(viewports.phone);
    await look(financePage, 'enrolment-link-codes');
    await financePage.getByRole('button', { name: 'I have saved them' }).click();
    await financePage.waitForURL(/\/admin\/dashboard$/);
    await blocked.waitFor({ state: 'detached' });

    expect(errors).toEqual([]);
    expect(findings).toEqual({});
  }, 180_000);
});
