#!/usr/bin/env node
// Where a page's start-up CPU goes: Chromium's sampling profiler over one load of a user-app
// page (a fresh browser, 390 px), each sample attributed through the build's source maps to an
// npm package or a source folder. It finds what Lighthouse's "total blocking time" is made of.
//   node scripts/bench/startup-profile.mjs [/login]      (after a build)
//   node scripts/bench/startup-profile.mjs / --signed-in  (a new user's session, as the app keeps it)
import { readFileSync } from 'node:fs';
import { createClient } from '@tradesim/sdk';
import { chromium } from 'playwright-core';
import { SourceMapConsumer } from 'source-map-js';
import { root, startServer, tempDir } from './server.mjs';

const path = process.argv[2] ?? '/login';
const server = await startServer({ DATA_DIR: tempDir() });
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium' });
let profile;
try {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  if (process.argv.includes('--signed-in')) {
    const { session } = await createClient({ baseUrl: server.url }).auth.register({
      email: `profile.${Date.now()}@example.test`,
      password: 'bench-password',
      firstName: 'Profile',
      lastName: 'Run',
    });
    await page.addInitScript(
      (value) => localStorage.setItem('tradesim.session', value),
      JSON.stringify({ user: session }),
    );
  }
  const cdp = await page.context().newCDPSession(page);
  // BENCH_CPU_SLOWDOWN=4 slows the CPU as Lighthouse's mobile run assumes a phone is.
  const slowdown = Number(process.env.BENCH_CPU_SLOWDOWN ?? 1);
  if (slowdown > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' });
  ({ profile } = await cdp.send('Profiler.stop'));
} finally {
  await browser.close();
  await server.stop();
}

const maps = new Map();
function mapFor(file) {
  if (!maps.has(file)) {
    let map = null;
    try {
      map = new SourceMapConsumer(
        JSON.parse(readFileSync(`${root}/ui-user/dist/assets/${file}.map`, 'utf8')),
      );
    } catch {
      // A chunk without a map (Vite's tiny runtime): named by its file.
    }
    maps.set(file, map);
  }
  return maps.get(file);
}

/** "npm:react-dom", "core/src/schemas", or the chunk's name when the map says nothing. */
function origin({ url, lineNumber, columnNumber, functionName }) {
  if (!url.includes('/assets/'))
    return `${functionName || '(anonymous)'} ${url.split('/').pop() || ''}`.trim();
  const file = url.split('/assets/')[1];
  const source = mapFor(file)?.originalPositionFor({ line: lineNumber + 1, column: columnNumber }).source;
  if (!source) return `(unmapped) ${file}${lineNumber + columnNumber === 0 ? ' (its top level)' : ''}`;
  const inPackage = source.split('node_modules/').at(-1);
  if (inPackage !== source)
    return `npm:${inPackage
      .split('/')
      .slice(0, inPackage.startsWith('@') ? 2 : 1)
      .join('/')}`;
  return source
    .replace(/^(\.\.\/)+/, '')
    .split('/')
    .slice(0, 3)
    .join('/');
}

const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
const msPerSample = (profile.endTime - profile.startTime) / profile.samples.length / 1000;
const totals = new Map();
for (const id of profile.samples) {
  const key = origin(nodes.get(id).callFrame);
  totals.set(key, (totals.get(key) ?? 0) + msPerSample);
}
console.log(`CPU while loading ${path} (ms, CPU slowed ${process.env.BENCH_CPU_SLOWDOWN ?? 1}×):`);
for (const [key, ms] of [...totals].sort((a, b) => b[1] - a[1]).slice(0, 20))
  console.log(`${ms.toFixed(1).padStart(8)}  ${key}`);
