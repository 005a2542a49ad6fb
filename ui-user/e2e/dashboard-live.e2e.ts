import { join } from 'node:path';
import { formatPrice, formatUsd, type HistoryRange, type PortfolioHistory, toDecimal } from '@tradesim/core';
import { createClient, type TradesimClient } from '@tradesim/sdk';
import type { Browser, BrowserContextOptions, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, viewports } from '../../e2e-support/browser.js';
import { type E2eServer, startE2eServer } from '../../e2e-support/server.js';
import { carriedOut, secondOwner } from '../../e2e-support/staff.js';
import { adminClient, proofPng, root, shots, walletAddress } from './journey-support.js';

/**
 * The dashboard's net worth chart and the market list's live parts, in a real browser: the
 * chart's ranges each drawn from the server's history of that range; a price tick flashing a
 * row's price up or down (and not under reduced motion); and asset logos.
 */

const password = 'correct-horse';
const hourMs = 3_600_000;
const dayMs = 24 * hourMs;
/** How long a screen may take to show what is awaited (expect.poll's default is one second). */
const patience = { timeout: 15_000 };

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A new user of `server`, registered through the SDK. */
async function registerUser(server: E2eServer, email: string): Promise<void> {
  await createClient({ baseUrl: server.url }).auth.register({
    email,
    password,
    firstName: 'Mary',
    lastName: 'Jackson',
  });
}

/** The user signed in through the SDK (a fresh session: the test clock may have expired the last). */
async function userClient(server: E2eServer, email: string): Promise<TradesimClient> {
  const user = createClient({ baseUrl: server.url });
  await user.auth.login({ email, password });
  return user;
}

/** Marks the page's document; `sameDocument` is true until it is replaced (a reload, a navigation away). */
const markDocument = (page: Page) => page.evaluate(() => Object.assign(window, { marked: true }));
const sameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { marked?: boolean }).marked === true);

const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('the net worth chart on the dashboard', () => {
  let server: E2eServer;
  /** The second owner large deposits wait for. */
  let approver: TradesimClient;
  const email = 'chart@example.com';

  /**
   * The ranges, and the first point each must start from. The history is recorded by the
   * server's own job (every 10 minutes of its clock); the test clock moves that clock on, so
   * each range reaches back to a different recorded point (see the setup below).
   */
  const ranges: { range: HistoryRange; label: string; words: string; first: string }[] = [
    { range: '1w', label: '1W', words: 'over the last week', first: '$1,850.00' },
    { range: '1m', label: '1M', words: 'over the last month', first: '$1,750.00' },
    { range: '3m', label: '3M', words: 'over the last 3 months', first: '$1,500.00' },
    { range: 'all', label: 'All', words: 'since your first recorded day', first: '$1,000.00' },
    { range: '1d', label: '1D', words: 'over the last day', first: '$1,870.00' },
  ];
  const byRange = (range: HistoryRange) => {
    const entry = ranges.find((candidate) => candidate.range === range);
    if (!entry) throw new Error(`no range ${range}`);
    return entry;
  };
  // What the user holds in cash at the end: $1,920 deposited, $200 of it invested.
  const finalCash = '$1,720.00';

  /** A deposit with its proof, approved by the admin through the SDK. */
  async function deposit(amount: number): Promise<void> {
    const admin = await adminClient(server.url, server.adminEmail, server.adminPassword);
    const user = await userClient(server, email);
    const pending = await user.wallet.deposit({
      amount,
      proof: new Blob([proofPng], { type: 'image/png' }),
      fileName: 'proof.png',
    });
    await carriedOut(await admin.admin.transactions.approve(pending.id), approver);
  }

  /**
   * Moves the server's clock on by `ms`, then waits for the history job (polled every 5 s of
   * real time, due every 10 minutes of the server's clock) to record this user's point then.
   */
  async function advanceAndRecord(ms: number): Promise<void> {
    const admin = await adminClient(server.url, server.adminEmail, server.adminPassword);
    const { now } = await admin.admin.testClock.advance(ms);
    const user = await userClient(server, email);
    // (expect.poll is for tests only; this is the setup.)
    const deadline = Date.now() + 30_000;
    for (;;) {
      const { points } = await user.me.portfolioHistory({ range: '1d' });
      const recorded = points.at(-2);
      if (recorded && Date.parse(recorded.time) >= Date.parse(now)) return;
      if (Date.now() > deadline) throw new Error(`no point was recorded after ${now}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }

  beforeAll(async () => {
    // Jobs on (the history is the job's), the price tick daily so it stays out of the way.
    // Info-level logs carry the invitation of the second owner large deposits wait for.
    server = await startE2eServer(root, {
      TRADESIM_TEST_CLOCK: '1',
      PRICE_TICK_MS: String(dayMs),
      LOG_LEVEL: 'info',
    });
    const admin = await adminClient(server.url, server.adminEmail, server.adminPassword);
    approver = await secondOwner(server, admin);
    await carriedOut(await admin.admin.paymentSettings.setWallet(walletAddress), approver);
    await registerUser(server, email);

    // Recorded points, in days after the first (A): A $1,000; A+50 $1,500; A+100 $1,750;
    // A+120 $1,850; A+125 $1,870; A+125.5 $1,920 with $200 of it in Bitcoin. Now is A+125.5, so
    // 1D starts at A+125, 1W at A+120, 1M at A+100, 3M at A+50 and All at A.
    await deposit(1000);
    await advanceAndRecord(hourMs);
    await deposit(500);
    await advanceAndRecord(50 * dayMs);
    await deposit(250);
    await advanceAndRecord(50 * dayMs);
    await deposit(100);
    await advanceAndRecord(20 * dayMs);
    await deposit(20);
    await advanceAndRecord(5 * dayMs);
    const user = await userClient(server, email);
    const bitcoin = (await user.market.assets.list({ q: 'BTC' })).items.find(
      (asset) => asset.symbol === 'BTC',
    );
    const durations = (await user.market.durations()).items;
    const longest = durations.reduce((a, b) => (b.hours > a.hours ? b : a));
    await user.investments.purchase({ assetId: bitcoin?.id ?? '', durationId: longest.id, amount: '200' });
    await deposit(50);
    await advanceAndRecord(12 * hourMs);
  }, 240_000);
  afterAll(async () => {
    await server?.stop();
  });

  /** The history answer of `range` the page asks for. */
  const historyResponse = (range: HistoryRange) => (response: Response) => {
    const url = new URL(response.url());
    return url.pathname === '/api/me/portfolio/history' && url.searchParams.get('range') === range;
  };

  /** The range's button is the one pressed, and the chart is drawn from `history`. */
  async function expectChartOf(page: Page, range: HistoryRange, history: PortfolioHistory) {
    const { label, words, first } = byRange(range);
    const group = page.getByRole('group', { name: 'Chart range' });
    await expect
      .poll(
        () =>
          group
            .getByRole('button')
            .evaluateAll((buttons) =>
              buttons.filter((b) => b.getAttribute('aria-pressed') === 'true').map((b) => b.textContent),
            ),
        patience,
      )
      .toEqual([label]);

    // The server's history of this range starts where the setup says it must.
    const firstPoint = history.points[0];
    expect(history.points.length).toBeGreaterThanOrEqual(2);
    expect(formatUsd(firstPoint?.netWorth ?? '0')).toBe(first);

    // The chart (one image to assistive technology) describes that history: its first value,
    // and now. While a range loads the previous one stays, so wait for this one's words.
    const chart = page.getByRole('img', { name: /^Net worth / });
    const description = new RegExp(
      `^Net worth ${literally(words)}: ${literally(first)} on .+, \\$[\\d,]+\\.\\d\\d now \\(${literally(finalCash)} cash, \\$[\\d,]+\\.\\d\\d invested\\)\\.$`,
    );
    await expect.poll(() => chart.getAttribute('aria-label'), patience).toMatch(description);

    // And it is drawn: an SVG with the area's line and its fill.
    for (const part of ['line', 'fill']) {
      const d = await chart.locator(`svg path[data-part="${part}"]`).getAttribute('d');
      expect(d ?? '', part).toMatch(/^M[\d.-]+,[\d.-]+[CL]/);
    }
  }

  it('offers 1D, 1W, 1M, 3M and All, each pressed in turn and drawn from that range’s history', async () => {
    const context = await browser.newContext({ viewport: viewports.desktop });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    // Sign in through the form; the dashboard opens on 1D.
    await page.goto(`${server.url}/login`);
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    const firstDay = page.waitForResponse(historyResponse('1d'));
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${server.url}/`);
    const dayHistory = (await (await firstDay).json()) as PortfolioHistory;
    const group = page.getByRole('group', { name: 'Chart range' });
    await group.waitFor();
    expect(await group.getByRole('button').allTextContents()).toEqual(['1D', '1W', '1M', '3M', 'All']);
    await expectChartOf(page, '1d', dayHistory);

    // Pointing at the chart's right edge shows the latest point: its time, total, cash and invested.
    const chart = page.getByTestId('net-worth-chart');
    const box = await chart.boundingBox();
    await page.mouse.move((box?.x ?? 0) + (box?.width ?? 0) - 2, (box?.y ?? 0) + (box?.height ?? 0) / 2);
    const parts = chart.locator('dl');
    await expect
      .poll(() => parts.textContent(), patience)
      .toMatch(new RegExp(`^Cash${literally(finalCash)}Invested\\$[\\d,]+\\.\\d\\d$`));
    await page.screenshot({ path: join(shots, 'user-dashboard-chart-pointed-desktop.png') });
    await page.mouse.move(0, 0);
    await expect.poll(() => parts.count(), patience).toBe(0);

    // Each range asks the server for its own history and redraws from it.
    for (const { range, label } of ranges.filter((entry) => entry.range !== '1d')) {
      const [response] = await Promise.all([
        page.waitForResponse(historyResponse(range)),
        group.getByRole('button', { name: label, exact: true }).click(),
      ]);
      expect(response.ok()).toBe(true);
      await expectChartOf(page, range, (await response.json()) as PortfolioHistory);
    }

    // Back to 1D: its history again (from the cache or refetched, both the server's).
    await group.getByRole('button', { name: '1D', exact: true }).click();
    await expectChartOf(page, '1d', dayHistory);

    expect(errors).toEqual([]);
    await context.close();
  }, 90_000);
});

describe('the market list', () => {
  let server: E2eServer;
  let admin: TradesimClient;
  let flashcoinId: string;
  const email = 'market@example.com';
  // The catalogue's own icon for Ethereum: an image address (a 1×1 PNG) the page may load.
  const ownIcon = `data:image/png;base64,${proofPng.toString('base64')}`;

  beforeAll(async () => {
    // No background jobs: prices move only when the test runs a tick.
    server = await startE2eServer(root, { JOBS_ENABLED: 'false' });
    admin = await adminClient(server.url, server.adminEmail, server.adminPassword);
    const flashcoin = await admin.admin.assets.create({
      symbol: 'FLSH',
      name: 'Flashcoin',
      type: 'crypto',
      price: '100',
    });
    flashcoinId = flashcoin.id;
    await admin.admin.assets.create({ symbol: 'ZQXW', name: 'Zyqux Works', type: 'stock', price: '42' });
    const ethereum = (await admin.admin.assets.list({ q: 'ETH' })).items.find(
      (asset) => asset.symbol === 'ETH',
    );
    await admin.admin.assets.update(ethereum?.id ?? '', { icon: ownIcon });
    await registerUser(server, email);
  });
  afterAll(async () => {
    await server?.stop();
  });

  interface AnimationStart {
    href: string | null;
    name: string;
    className: string;
    text: string;
  }

  /**
   * A signed-in browser page that records every CSS animation that starts (the flash is one:
   * its class runs a keyframe animation), with the row link it is in and its element's classes;
   * `live` settles once its realtime socket has subscribed to the price ticks.
   */
  async function signedInPage(
    options: BrowserContextOptions = {},
  ): Promise<{ page: Page; live: Promise<void> }> {
    const { session } = await createClient({ baseUrl: server.url }).auth.login({ email, password });
    const context = await browser.newContext({ viewport: viewports.desktop, ...options });
    await context.addInitScript(
      (value) => {
        localStorage.setItem('tradesim.session', value);
        const started: AnimationStart[] = [];
        (window as unknown as { started: AnimationStart[] }).started = started;
        document.addEventListener(
          'animationstart',
          (event) => {
            const target = event.target;
            if (!(target instanceof HTMLElement)) return;
            started.push({
              href: target.closest('a')?.getAttribute('href') ?? null,
              name: event.animationName,
              className: target.className,
              text: target.textContent ?? '',
            });
          },
          true,
        );
      },
      JSON.stringify({ user: session }),
    );
    const page = await context.newPage();
    const live = new Promise<void>((resolve) =>
      page.on('websocket', (socket) =>
        socket.on('framereceived', ({ payload }) => {
          const frame = String(payload);
          if (frame.includes('"subscribed"') && frame.includes('"assets"')) resolve();
        }),
      ),
    );
    return { page, live };
  }

  /** The animations started so far on Flashcoin's price (its row's element showing a $ figure). */
  const priceAnimations = async (page: Page) =>
    (await page.evaluate(() => (window as unknown as { started: AnimationStart[] }).started)).filter(
      (start) => start.href === `/asset/${flashcoinId}` && start.text.startsWith('$'),
    );

  /** Flashcoin's price as the catalogue has it now. */
  const serverPrice = async () => {
    const { items } = await admin.admin.assets.list({ q: 'FLSH' });
    const price = items.find((asset) => asset.id === flashcoinId)?.price;
    if (!price) throw new Error('Flashcoin is not in the catalogue');
    return price;
  };

  /**
   * Runs price ticks until Flashcoin's price has moved from `before` (with `visibly`, until the
   * figure shown, to the cent, has): each tick steps every price by a random amount of up to 1 %.
   */
  async function tickUntilMoved(before: string, visibly = false): Promise<string> {
    for (let tick = 0; tick < 10; tick++) {
      const run = await admin.admin.jobs.run('price-tick');
      expect(run.ran).toBe(true);
      const after = await serverPrice();
      const moved = visibly ? formatPrice(after) !== formatPrice(before) : !toDecimal(after).equals(before);
      if (moved) return after;
    }
    throw new Error(`Flashcoin's price stayed at ${before} for 10 ticks`);
  }

  const flashcoinRow = (page: Page) =>
    page.getByRole('list', { name: 'Assets' }).getByRole('link', { name: /Flashcoin/ });

  it('flashes a row’s price up or down when a tick moves it, and shows the new price without a reload', async () => {
    const { page, live } = await signedInPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${server.url}/market`);
    await live;
    let price = await serverPrice();
    const row = flashcoinRow(page);
    const priceElement = row.getByText(formatPrice(price), { exact: true });
    await priceElement.waitFor();
    const restingClass = await priceElement.evaluate((element) => element.className);
    await markDocument(page);
    expect(await priceAnimations(page)).toEqual([]);

    // Ticks until the price has gone both up and down (each tick is a coin toss: 2^-29 odds of
    // seeing only one way in 30), each move flashing its own way once.
    const seen = new Set<'up' | 'down'>();
    for (let move = 1; move <= 30 && seen.size < 2; move++) {
      const before = price;
      price = await tickUntilMoved(before);
      const direction = toDecimal(price).greaterThan(before) ? 'up' : 'down';
      await row.getByText(formatPrice(price), { exact: true }).waitFor();
      await expect.poll(async () => (await priceAnimations(page)).length, patience).toBe(move);
      const flash = (await priceAnimations(page)).at(-1);
      expect(flash?.name).toMatch(new RegExp(`flash-${direction}`));
      expect(flash?.text).toBe(formatPrice(price));
      // The flash is a class of its own on top of the price's resting classes.
      expect(flash?.className.startsWith(restingClass)).toBe(true);
      expect(flash?.className.length).toBeGreaterThan(restingClass.length);
      seen.add(direction);
    }
    expect([...seen].sort()).toEqual(['down', 'up']);
    // Up and down are different flashes.
    const names = new Set((await priceAnimations(page)).map((start) => start.name));
    expect(names.size).toBe(2);
    // The flash class goes when its animation ends.
    await expect
      .poll(
        () => row.getByText(formatPrice(price), { exact: true }).evaluate((element) => element.className),
        patience,
      )
      .toBe(restingClass);

    expect(await sameDocument(page)).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  }, 90_000);

  it('updates the price but runs no flash when the user prefers reduced motion', async () => {
    const { page, live } = await signedInPage({ reducedMotion: 'reduce' });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${server.url}/market`);
    await live;
    expect(await page.evaluate(() => matchMedia('(prefers-reduced-motion: reduce)').matches)).toBe(true);
    const before = await serverPrice();
    const row = flashcoinRow(page);
    const restingClass = await row
      .getByText(formatPrice(before), { exact: true })
      .evaluate((element) => element.className);
    await markDocument(page);

    const after = await tickUntilMoved(before, true);
    const priceElement = row.getByText(formatPrice(after), { exact: true });
    await priceElement.waitFor();
    // Two frames later any animation the new price had would have started.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    expect(await priceAnimations(page)).toEqual([]);
    expect(
      await priceElement.evaluate((element) => ({
        className: element.className,
        animations: element.getAnimations().length,
      })),
    ).toEqual({ className: restingClass, animations: 0 });

    expect(await sameDocument(page)).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  }, 60_000);

  it('shows bundled logos for catalogue symbols, the letter tile for an unknown one, and an asset’s own icon first', async () => {
    const { page } = await signedInPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${server.url}/market`);
    const list = page.getByRole('list', { name: 'Assets' });
    /** What the row shows first: its icon (an image, loaded, or the letter tile). */
    const iconOf = (name: RegExp) =>
      list
        .getByRole('link', { name })
        .locator(':scope > :first-child')
        .evaluate((element) => ({
          tag: element.tagName,
          logo: element.getAttribute('data-logo'),
          loaded: element instanceof HTMLImageElement ? element.complete && element.naturalWidth > 0 : null,
          src: element.getAttribute('src'),
          text: element.textContent,
        }));

    // Bitcoin (cryptocurrency-icons) and Apple (simple-icons): the seeded icons are emoji, text
    // the app does not show, so the bundled logo stands in.
    for (const name of [/Bitcoin/, /Apple/]) {
      await expect
        .poll(() => iconOf(name), patience)
        .toMatchObject({ tag: 'IMG', logo: 'bundled', loaded: true, text: '' });
    }
    // A symbol nobody bundles: the letter tile with its first letter, no image.
    await expect
      .poll(() => iconOf(/Zyqux Works/), patience)
      .toMatchObject({ tag: 'SPAN', src: null, text: 'Z' });
    expect(
      await list
        .getByRole('link', { name: /Zyqux Works/ })
        .locator('img')
        .count(),
    ).toBe(0);
    // Ethereum has a bundled logo too, but its own icon in the catalogue comes first.
    await expect
      .poll(() => iconOf(/Ethereum/), patience)
      .toMatchObject({ tag: 'IMG', logo: null, loaded: true, src: ownIcon });

    expect(errors).toEqual([]);
    await page.context().close();
  }, 60_000);
});
