import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, viewports } from '../../e2e-support/browser.js';
import { type E2eServer, startE2eServer } from '../../e2e-support/server.js';

const root = join(import.meta.dirname, '..', '..');
const shots = join(root, 'test-results', 'screenshots');
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

describe.each(Object.entries(viewports))('the user app shell at %s size', (name, viewport) => {
  it('renders, says prices are simulated, and reaches the API', async () => {
    const page = await browser.newPage({ viewport });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto(`${server.url}/portfolio`);
    await expect
      .poll(() => page.getByTestId('api-status').textContent())
      .toBe('Service online (version 0.1.0)');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Tradesim');
    expect(await page.textContent('body')).toContain('Prices and returns are simulated.');
    await page.screenshot({ path: join(shots, `user-shell-${name}.png`), fullPage: true });
    expect(errors).toEqual([]);
    await page.close();
  });
});
