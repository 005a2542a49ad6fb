#!/usr/bin/env node
// The JavaScript a phone downloads, as Chromium's network log counts it (bytes on the wire,
// after compression): a fresh browser (empty cache) opening /login, then signing in and landing
// on the dashboard. The budget: /login at most 180 KB; sign-in through the dashboard at
// most 300 KB in all. Run after a build: `node scripts/bench/first-load.mjs`.
import { chromium } from 'playwright-core';
import { startServer, tempDir } from './server.mjs';

const phone = { width: 390, height: 844 };
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** Sums the encoded (transferred) size of every JavaScript response the page loads. */
async function countJavaScript(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const scripts = new Map();
  let bytes = 0;
  const sizes = [];
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    if (type === 'Script' || /javascript/.test(response.mimeType)) {
      const encoding = response.headers['content-encoding'] ?? response.headers['Content-Encoding'] ?? 'none';
      scripts.set(requestId, `${new URL(response.url).pathname} (${encoding})`);
    }
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    if (!scripts.has(requestId)) return;
    bytes += encodedDataLength;
    sizes.push(`${scripts.get(requestId)} ${kb(encodedDataLength)}`);
  });
  return { total: () => bytes, files: () => scripts.size, list: () => sizes.splice(0) };
}

export async function benchFirstLoad() {
  const server = await startServer({ DATA_DIR: tempDir() });
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
  try {
    const email = `first-load.${Date.now()}@example.test`;
    await fetch(`${server.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'bench-password', firstName: 'First', lastName: 'Load' }),
    });
    const context = await browser.newContext({ viewport: phone, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    page.on('pageerror', (error) => console.error(`page error: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') console.error(`console: ${message.text()}`);
    });
    const js = await countJavaScript(page);
    await page.goto(`${server.url}/login`, { waitUntil: 'networkidle' });
    const login = js.total();
    const loginFiles = js.files();
    const loginList = js.list();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('bench-password');
    await page.getByRole('button', { name: /sign in/i }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    // The dashboard has drawn: its balance figure is on screen (lazy chunks and data are in).
    await page
      .getByText(/total value/i)
      .first()
      .waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    if (process.env.BENCH_VERBOSE) await page.screenshot({ path: '/tmp/first-load-after.png' });
    const all = js.total();
    if (process.env.BENCH_VERBOSE)
      console.log([...loginList, '-- after sign-in --', ...js.list()].join('\n'));
    console.log(`first load on a phone (390 px, empty cache), JavaScript transferred:`);
    console.log(`  /login: ${kb(login)} in ${loginFiles} file(s) (budget 180 KB)`);
    console.log(
      `  sign-in through the dashboard, in all: ${kb(all)} in ${js.files()} file(s) (budget 300 KB)`,
    );
    await context.close();
    return { login, all };
  } finally {
    await browser.close();
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchFirstLoad();
