import { createClient } from '@tradesim/sdk';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AxeFinding } from '../../e2e-support/axe.js';
import { launchBrowser, viewports } from '../../e2e-support/browser.js';
import { type E2eServer, startE2eServer } from '../../e2e-support/server.js';
import { checkScreen, root, signedInContext } from './journey-support.js';

let server: E2eServer;
let browser: Browser;

beforeAll(async () => {
  server = await startE2eServer(root);
  browser = await launchBrowser();
  await createClient({ baseUrl: server.url }).auth.register({
    email: 'installer@example.com',
    password: 'correct-horse',
    firstName: 'Mary',
    lastName: 'Jackson',
  });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

function signedIn(viewport: { width: number; height: number }, colorScheme: 'light' | 'dark') {
  const credentials = { email: 'installer@example.com', password: 'correct-horse' };
  return signedInContext(browser, server.url, credentials, { viewport, colorScheme });
}

/** Resolves once the service worker is active and controls the page. */
async function serviceWorkerInControl(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

/** Every URL in every cache of the origin. */
function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });
}

describe('the installable app', () => {
  it('has a web app manifest whose icons exist', async () => {
    const context = await browser.newContext({ viewport: viewports.phone });
    const page = await context.newPage();
    await page.goto(`${server.url}/login`);
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    const answer = await page.request.get(`${server.url}${href}`);
    expect(answer.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = await answer.json();
    expect(manifest).toMatchObject({
      name: expect.stringContaining('Tradesim'),
      start_url: '/',
      display: 'standalone',
    });
    const icons = manifest.icons as { src: string; sizes: string; purpose: string }[];
    expect(icons.map((icon) => `${icon.sizes} ${icon.purpose}`).sort()).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of icons) {
      const image = await page.request.get(`${server.url}${icon.src}`);
      expect(image.status()).toBe(200);
      expect(image.headers()['content-type']).toBe('image/png');
    }
    const worker = await page.request.get(`${server.url}/sw.js`);
    expect(worker.headers()['cache-control']).toBe('no-cache');
    await context.close();
  });

  it('caches the app shell and nothing from the API, however much the user does', async () => {
    const context = await signedIn(viewports.phone, 'light');
    const page = await context.newPage();
    await page.goto(`${server.url}/`);
    await page.locator('main h1').first().waitFor();
    await serviceWorkerInControl(page);
    // Screens that call the API while the worker is in control: their answers must not be kept.
    for (const path of ['/market', '/portfolio', '/balance', '/profile']) {
      await page.goto(`${server.url}${path}`);
      await page.locator('main h1').first().waitFor();
      await page.waitForLoadState('networkidle');
    }
    const cached = await cachedUrls(page);
    expect(cached).toContain('/offline.html');
    expect(cached).toContain('/manifest.webmanifest');
    const entryScript = await page.locator('script[type="module"]').first().getAttribute('src');
    expect(cached).toContain(entryScript);
    expect(cached.filter((path) => path.startsWith('/api'))).toEqual([]);
    // Only build files and public icons: never a page, which could carry someone's data.
    expect(
      cached.filter(
        (path) => !/^\/(assets|icons)\/|^\/(offline\.html|manifest\.webmanifest|favicon\.svg)$/.test(path),
      ),
    ).toEqual([]);
    await context.close();
  });

  describe.each([
    { sizeName: 'phone', viewport: viewports.phone, theme: 'light' },
    { sizeName: 'desktop', viewport: viewports.desktop, theme: 'dark' },
  ] as const)('offline ($sizeName, $theme theme)', ({ sizeName, viewport, theme }) => {
    it('shows the offline screen for a page it cannot fetch, and returns by itself when back online', async () => {
      const context: BrowserContext = await signedIn(viewport, theme);
      const page = await context.newPage();
      await page.goto(`${server.url}/`);
      await page.locator('main h1').first().waitFor();
      await serviceWorkerInControl(page);

      // The screen already open stays, saying it is no longer live.
      await context.setOffline(true);
      await page.getByRole('status').filter({ hasText: "You're offline" }).waitFor();
      await page.goto(`${server.url}/portfolio`);
      await page.getByRole('heading', { name: "You're offline" }).waitFor();
      expect(await page.evaluate(() => document.documentElement.dataset.app)).toBe('user');
      const findings: Record<string, AxeFinding[]> = {};
      await checkScreen(page, 'offline', theme === 'dark' ? `dark-${sizeName}` : sizeName, findings);
      expect(findings).toEqual({});

      // Back online, the screen reloads the page it stands for: the portfolio, signed in.
      await context.setOffline(false);
      await page.getByRole('heading', { name: 'My Portfolio', level: 1 }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/portfolio');
      await context.close();
    }, 60_000);
  });
});
