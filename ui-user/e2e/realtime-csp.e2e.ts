import { createClient, type TradesimClient } from '@tradesim/sdk';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, viewports } from '../../e2e-support/browser.js';
import { type E2eServer, startE2eServer } from '../../e2e-support/server.js';
import { adminClient, expectBalanceChip, root } from './journey-support.js';

/**
 * The content security policy lets a page connect to its own origin only (`connect-src 'self'`):
 * the user app's realtime socket still opens and delivers, and a socket or fetch to any other
 * host is refused by the browser.
 */

let server: E2eServer;
let browser: Browser;
let admin: TradesimClient;

beforeAll(async () => {
  server = await startE2eServer(root);
  browser = await launchBrowser();
  admin = await adminClient(server.url, server.adminEmail, server.adminPassword);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

interface Violation {
  directive: string;
  blocked: string;
}

/** A signed-in page of a new user that records every CSP violation the browser reports. */
async function signedInPage(email: string): Promise<{ page: Page; userId: string }> {
  const user = createClient({ baseUrl: server.url });
  const { user: profile, session } = await user.auth.register({
    email,
    password: 'correct-horse',
    firstName: 'Ada',
    lastName: 'Lovelace',
  });
  const context = await browser.newContext({ viewport: viewports.desktop });
  await context.addInitScript(
    (value) => {
      localStorage.setItem('tradesim.session', value);
      const seen: Violation[] = [];
      (window as unknown as { violations: Violation[] }).violations = seen;
      document.addEventListener('securitypolicyviolation', (event) =>
        seen.push({ directive: event.effectiveDirective, blocked: event.blockedURI }),
      );
    },
    JSON.stringify({ user: session }),
  );
  return { page: await context.newPage(), userId: profile.id };
}

/** Every CSP violation reported so far. */
const violationsOf = (page: Page) =>
  page.evaluate(() => (window as unknown as { violations: Violation[] }).violations);

const connectViolationsOf = async (page: Page) =>
  (await violationsOf(page)).filter((violation) => violation.directive === 'connect-src');

describe('connect-src is the page’s own origin', () => {
  it('lets the user app’s realtime socket connect and deliver a balance change live', async () => {
    const { page, userId } = await signedInPage('csp-live@example.com');
    const received: string[] = [];
    const socketOpened = new Promise<string>((resolve) =>
      page.on('websocket', (socket) => {
        socket.on('framereceived', ({ payload }) => received.push(String(payload)));
        resolve(socket.url());
      }),
    );
    await page.goto(`${server.url}/`);
    expect(await socketOpened).toBe(`${server.url.replace('http:', 'ws:')}/api/realtime`);
    await expect.poll(() => received.some((frame) => frame.includes('"subscribed"'))).toBe(true);
    await expectBalanceChip(page, '$0.00');

    await admin.admin.users.adjustBalance(userId, { amount: '25', reason: 'CSP check' });
    // The socket carried the change: the chip updates without a reload.
    await expectBalanceChip(page, '$25.00');
    expect(received.some((frame) => frame.includes('"event"'))).toBe(true);
    // None at all: not even zod's probe for `new Function` (the app runs it jitless).
    expect(await violationsOf(page)).toEqual([]);
    await page.context().close();
  });

  it('refuses a socket and a fetch to another host', async () => {
    const { page } = await signedInPage('csp-elsewhere@example.com');
    await page.goto(`${server.url}/`);
    // Another origin on this machine: same host by IP, another address.
    const elsewhere = server.url.replace('127.0.0.1', '127.0.0.2');
    await page.evaluate((url) => {
      try {
        new WebSocket(`${url.replace('http:', 'ws:')}/api/realtime`);
      } catch {
        // Some browsers throw at once; either way the violation is reported.
      }
      fetch(`${url}/api/health`).catch(() => undefined);
    }, elsewhere);
    await expect
      .poll(async () =>
        (await connectViolationsOf(page)).map(({ directive, blocked }) => `${directive} ${blocked}`).sort(),
      )
      .toEqual([
        `connect-src ${elsewhere}/api/health`,
        `connect-src ${elsewhere.replace('http:', 'ws:')}/api/realtime`,
      ]);
    await page.context().close();
  });
});
