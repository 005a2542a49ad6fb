#!/usr/bin/env node
// Draws the user app's installable icons (ui-user/public/icons/*.png) from their SVG sources in
// ui-user/icons/ with Debian's Chromium, so a changed logo is one command away:
//   node scripts/make-app-icons.mjs
// The PNGs are committed: the build and the server never need a browser.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const sources = join(root, 'ui-user', 'icons');
const out = join(root, 'ui-user', 'public', 'icons');

/** [source SVG, output PNG, size]: "any" icons keep their rounded corners, maskable ones bleed. */
const icons = [
  ['app-icon.svg', 'icon-192.png', 192],
  ['app-icon.svg', 'icon-512.png', 512],
  ['maskable-icon.svg', 'maskable-512.png', 512],
  // iOS rounds the corners itself and shows transparency as black: the full-bleed drawing.
  ['maskable-icon.svg', 'apple-touch-icon.png', 180],
];

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  for (const [source, name, size] of icons) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const svg = readFileSync(join(sources, source), 'utf8');
    await page.setContent(
      `<html><body style="margin:0;background:transparent">${svg.replace('<svg ', `<svg width="${size}" height="${size}" `)}</body></html>`,
    );
    await page.screenshot({ path: join(out, name), omitBackground: true });
    await page.close();
    console.log(`ui-user/public/icons/${name} (${size}×${size})`);
  }
} finally {
  await browser.close();
}
