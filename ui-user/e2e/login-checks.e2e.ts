import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, viewports } from '../../e2e-support/browser.js';
import { type E2eServer, startE2eServer } from '../../e2e-support/server.js';
import { root } from './journey-support.js';

/**
 * The sign-in form shows before its checks (zod and the core schema) are fetched: they come when
 * a field first takes focus, or with a submit that comes first (lazyResolver in ui-kit).
 */

let server: E2eServer;
let browser: Browser;

beforeAll(async () => {
  server = await startE2eServer(root);
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** A fresh phone on /login, the form drawn, and the scripts it has asked for so far. */
async function openLogin(): Promise<{ page: Page; scripts: string[] }> {
  const context = await browser.newContext({ viewport: viewports.phone });
  const page = await context.newPage();
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto(`${server.url}/login`);
  await page.getByRole('heading', { name: 'Sign in' }).waitFor();
  return { page, scripts };
}

const fetchedChecks = (scripts: string[]) => scripts.some((path) => path.includes('/login-checks-'));

describe('the sign-in form on a first load', () => {
  it('is drawn without its checks, fetches them when a field takes focus, and then checks', async () => {
    const { page, scripts } = await openLogin();
    await page.waitForLoadState('networkidle');
    expect(fetchedChecks(scripts)).toBe(false);
    const checks = page.waitForRequest((request) => request.url().includes('/login-checks-'));
    await page.getByLabel('Email').focus();
    await checks;
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Email is required').waitFor();
    await page.getByText('Password is required').waitFor();
    await page.context().close();
  });

  it('checks a submit that comes before any field had focus', async () => {
    const { page, scripts } = await openLogin();
    expect(fetchedChecks(scripts)).toBe(false);
    await page
      .getByRole('form', { name: 'Sign in' })
      .evaluate((form) => (form as HTMLFormElement).requestSubmit());
    await page.getByText('Email is required').waitFor();
    expect(fetchedChecks(scripts)).toBe(true);
    await page.context().close();
  });
});
