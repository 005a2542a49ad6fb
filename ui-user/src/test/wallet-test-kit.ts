import { configure } from '@testing-library/react';
import type { Transaction, TransactionPage } from '@tradesim/core';
import { vi } from 'vitest';
import { profileFixture, tradingSettingsFixture, transactionFixture } from './fixtures.js';

// The first render of a lazy screen can take over a second when the whole suite runs in parallel;
// findBy* waits up to 4 s (per test file: vitest isolates files) so a loaded machine is no failure.
configure({ asyncUtilTimeout: 4000 });

/** A real TRC20 address (its checksum holds) and one with a typo in the last character. */
export const goodAddress = 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8';
export const typoAddress = 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv9';

export function page(items: Transaction[], nextCursor: string | null = null): TransactionPage {
  return { items, nextCursor };
}

/** The profile (balance) and trading settings every wallet screen reads. */
export function walletBasics(balance = '1250.00') {
  return {
    me: { get: vi.fn().mockResolvedValue(profileFixture({ balance })) },
    market: { tradingSettings: vi.fn().mockResolvedValue(tradingSettingsFixture()) },
  };
}

/** A pending withdrawal as the API returns it right after the request. */
export function withdrawalFixture(overrides: Partial<Transaction> = {}): Transaction {
  return transactionFixture({
    id: '5e1f0c2a-9b7d-4e3f-8a6b-1c2d3e4f5a6b',
    type: 'withdrawal',
    amount: '50.00',
    fee: '1.00',
    netAmount: '49.00',
    description: 'USDT withdrawal to TRC20 wallet',
    walletAddress: goodAddress,
    hasProof: false,
    ...overrides,
  });
}

/** A promise the test settles when it wants (to see a screen while a call is running). */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

/** The value a summary list shows beside a label ("Network" → "TRC20"). */
export function summaryValue(label: string): string | null {
  const term = [...document.querySelectorAll('dt')].find((dt) => dt.textContent === label);
  if (!term) throw new Error(`no summary row "${label}"`);
  return term.nextElementSibling?.textContent ?? null;
}
