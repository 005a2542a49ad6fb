#!/usr/bin/env node
// Lighthouse 12 (mobile, its default simulated throttling) on the user app's /login and on the
// signed-in dashboard of a user who holds an investment, in Debian's Chromium. The bar:
// performance ≥ 90, accessibility 100, best practices ≥ 95 on both. Run after a build:
//   node scripts/bench/lighthouse.mjs        (BENCH_VERBOSE=1 lists every audit that lost points)
// Lighthouse is fetched by npx at the pinned version (later ones want Node 22) and is not a
// dependency of the project. It drives the same browser this script holds, through its
// debugging port, so the dashboard run finds the session where the app keeps it (localStorage,
// which Lighthouse's storage reset leaves alone; it still empties the HTTP cache every run).
// The reports are kept in test-results/lighthouse/.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from '@tradesim/sdk';
import { chromium } from 'playwright-core';
import { root, startServer, tempDir } from './server.mjs';

const lighthouseVersion = '12.2.3';
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
/** Each run's full report, to open in a Lighthouse viewer or read with jq. */
const reports = join(root, 'test-results', 'lighthouse');
const bar = { performance: 90, accessibility: 100, 'best-practices': 95 };

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** Runs the Lighthouse CLI against the browser on `port`; resolves with its report (the LHR). */
function lighthouse(url, port, name) {
  mkdirSync(reports, { recursive: true });
  const output = join(reports, `${name}.json`);
  const args = [
    '--yes',
    `lighthouse@${lighthouseVersion}`,
    url,
    `--port=${port}`,
    '--only-categories=performance,accessibility,best-practices',
    '--output=json',
    `--output-path=${output}`,
    '--quiet',
  ];
  return new Promise((resolve, reject) => {
    const child = spawn('npx', args, {
      env: { ...process.env, CHROME_PATH: chromePath },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0
        ? resolve(JSON.parse(readFileSync(output, 'utf8')))
        : reject(new Error(`lighthouse exited ${code}`)),
    );
  });
}

/** Lighthouse now and then loses the trace of a load (NO_NAVSTART): such a run is run again. */
async function lighthouseWithRetry(url, port, name) {
  try {
    return await lighthouse(url, port, name);
  } catch (error) {
    console.log(`  (${name}: ${error.message}; running it again)`);
    return lighthouse(url, port, name);
  }
}

/** A user with money and one investment, so the dashboard draws its chart, holdings and allocation. */
async function investor(url) {
  const admin = createClient({ baseUrl: url });
  await admin.admin.auth.login({ email: 'admin@tradesim.local', password: 'bench-admin-pass' });
  const user = createClient({ baseUrl: url });
  const { user: profile, session } = await user.auth.register({
    email: `lighthouse.${Date.now()}@example.test`,
    password: 'bench-password',
    firstName: 'Ada',
    lastName: 'Lovelace',
  });
  await admin.admin.users.adjustBalance(profile.id, { amount: '200.00', reason: 'Lighthouse benchmark' });
  const bitcoin = (await user.market.assets.list({ q: 'BTC' })).items[0];
  const duration = (await user.market.durations()).items[0];
  await user.investments.purchase({ assetId: bitcoin.id, durationId: duration.id, amount: '120.00' });
  return session;
}

const score = (lhr, id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
const metric = (lhr, id) => lhr.audits[id]?.displayValue ?? '-';

function report(name, lhr) {
  const scores = Object.keys(bar).map((id) => `${id} ${score(lhr, id)}`);
  const metrics = [
    'first-contentful-paint',
    'largest-contentful-paint',
    'total-blocking-time',
    'cumulative-layout-shift',
  ]
    .map((id) => `${id.replace(/-/g, ' ')} ${metric(lhr, id)}`)
    .join(', ');
  console.log(`  ${name}: ${scores.join(', ')} (${metrics})`);
  if (process.env.BENCH_VERBOSE) {
    for (const [id, category] of Object.entries(lhr.categories))
      for (const ref of category.auditRefs) {
        const audit = lhr.audits[ref.id];
        if (ref.weight > 0 && audit.score !== null && audit.score < 1)
          console.log(`    ${id}: ${ref.id} ${audit.score} ${audit.displayValue ?? ''}`);
      }
  }
  return Object.entries(bar).every(([id, least]) => score(lhr, id) >= least);
}

export async function benchLighthouse() {
  const server = await startServer({ DATA_DIR: tempDir(), REQUIRE_STAFF_MFA: 'false' });
  const port = await freePort();
  const browser = await chromium.launchPersistentContext(
    mkdtempSync(join(tmpdir(), 'tradesim-lh-profile-')),
    {
      executablePath: chromePath,
      headless: true,
      args: [
        `--remote-debugging-port=${port}`,
        '--disable-background-networking',
        '--disable-component-update',
      ],
    },
  );
  try {
    const session = await investor(server.url);
    console.log(`Lighthouse ${lighthouseVersion}, mobile, simulated throttling (Debian's Chromium):`);
    const login = report('/login', await lighthouseWithRetry(`${server.url}/login`, port, 'login'));
    const page = await browser.newPage();
    await page.goto(`${server.url}/login`);
    await page.evaluate(
      (value) => localStorage.setItem('tradesim.session', value),
      JSON.stringify({ user: session }),
    );
    await page.close();
    const dashboard = report(
      'dashboard, signed in',
      await lighthouseWithRetry(`${server.url}/`, port, 'dashboard'),
    );
    console.log(
      `  the bar (performance ≥ 90, accessibility 100, best practices ≥ 95): ${login && dashboard ? 'met' : 'NOT met'}`,
    );
    return { login, dashboard };
  } finally {
    await browser.close();
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchLighthouse();
