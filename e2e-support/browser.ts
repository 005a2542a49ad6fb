import { type Browser, chromium } from 'playwright-core';

/** The two sizes every screen is checked at (a phone and a desktop). */
export const viewports = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1440, height: 900 },
} as const;

/**
 * Debian's Chromium, never a downloaded browser. The flags keep it from reaching for the
 * network this machine does not have (see the env notes of the tool library). Playwright gives
 * every launch a fresh, empty profile of its own.
 */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}
