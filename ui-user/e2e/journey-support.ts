import { join } from 'node:path';
import { createClient, type TradesimClient } from '@tradesim/sdk';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { type AxeFinding, seriousAxeViolations } from '../../e2e-support/axe.js';

export const root = join(import.meta.dirname, '..', '..');
export const shots = join(root, 'test-results', 'screenshots');
/** A valid TRC20 address (checksum too), the deposit wallet and a withdrawal destination. */
export const walletAddress = 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8';
/** A 1×1 PNG: the proof of payment the user uploads. */
export const proofPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** The back office, through the SDK: signs in the e2e server's admin. */
export async function adminClient(url: string, email: string, password: string): Promise<TradesimClient> {
  const admin = createClient({ baseUrl: url });
  await admin.admin.auth.login({ email, password });
  return admin;
}

/**
 * Checks the screen as it is now: no serious or critical axe-core violation, and a full-page
 * screenshot named after it for a person to look at.
 */
export async function checkScreen(
  page: Page,
  name: string,
  size: string,
  findings: Record<string, AxeFinding[]>,
) {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  const violations = await seriousAxeViolations(page);
  if (violations.length > 0) findings[`${name} (${size})`] = violations;
  await page.screenshot({ path: join(shots, `user-${name}-${size}.png`), fullPage: true });
}

/** The balance the header chip shows, once it equals `expected` (it updates live, without a reload). */
export async function expectBalanceChip(page: Page, expected: string) {
  await expect.poll(() => page.getByTestId('balance-chip').textContent(), { timeout: 15_000 }).toBe(expected);
}

/**
 * A browser context signed in as the given user with a session of its own (a fresh sign-in put
 * where the app keeps it), in the given size and system colour scheme.
 */
export async function signedInContext(
  browser: Browser,
  url: string,
  credentials: { email: string; password: string },
  options: { viewport: { width: number; height: number }; colorScheme: 'light' | 'dark' },
): Promise<BrowserContext> {
  const { session } = await createClient({ baseUrl: url }).auth.login(credentials);
  const context = await browser.newContext(options);
  await context.addInitScript(
    (value) => localStorage.setItem('tradesim.session', value),
    JSON.stringify({ user: session }),
  );
  return context;
}
