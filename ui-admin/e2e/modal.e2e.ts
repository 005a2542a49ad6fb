// ui-kit's Modal in a real browser, where the native <dialog> does what jsdom cannot: the page
// behind inert, focus kept inside, Escape and a press outside asking the owner to close it.
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchBrowser } from '../../e2e-support/browser.js';
import { type E2eServer, startE2eServer } from '../../e2e-support/server.js';

const root = join(import.meta.dirname, '..', '..');
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

/** Where the focus is: in the dialog, on the page behind it, or nowhere on the page (the browser's own UI). */
function focusPlace(page: Page): Promise<string> {
  return page.evaluate(() => {
    const active = document.activeElement;
    if (!active || active === document.body) return 'browser';
    return active.closest('dialog') ? 'dialog' : 'page';
  });
}

it('is modal: focused, the page covered and out of Tab, closed by Escape or a press outside', async () => {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await page.goto(`${server.url}/admin/login`);
  await page.getByLabel('Email').fill(server.adminEmail);
  await page.getByLabel('Password', { exact: true }).fill(server.adminPassword);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(/\/admin\/dashboard$/);
  await page.goto(`${server.url}/admin/settings/durations`);
  const open = async () => {
    await page
      .getByRole('button', { name: /^Delete / })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: 'Delete investment duration' });
    await dialog.waitFor();
    return dialog;
  };

  let dialog = await open();
  expect(await page.evaluate(() => document.querySelector('dialog')?.matches(':modal'))).toBe(true);
  expect(await focusPlace(page)).toBe('dialog');
  expect(await page.evaluate(() => document.elementFromPoint(5, 5)?.tagName)).toBe('DIALOG');
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press('Tab');
    expect(await focusPlace(page)).not.toBe('page');
  }
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });

  dialog = await open();
  const title = await dialog.getByRole('heading').boundingBox();
  if (!title) throw new Error('no title');
  await page.mouse.click(title.x + 5, title.y + 5);
  expect(await dialog.isVisible()).toBe(true);
  await page.mouse.click(10, 450);
  await dialog.waitFor({ state: 'detached' });

  dialog = await open();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await dialog.waitFor({ state: 'detached' });
  expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toMatch(/^Delete /);
});
