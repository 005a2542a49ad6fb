import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe.each(Object.entries(sizes))('the admin console shell at %s size', (name, viewport) => {
  it('is served under /admin for deep links and reaches the API', async () => {
    const page = await browser.newPage({ viewport });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${server.url}/admin/transactions`);
    await expect
      .poll(() => page.getByTestId('api-status').textContent())
      .toBe('Service online (version 0.1.0)');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Tradesim Admin');
    await page.screenshot({ path: join(shots, `admin-shell-${name}.png`), fullPage: true });
    expect(errors).toEqual([]);
    await page.close();
  });
});
