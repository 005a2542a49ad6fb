import { screen, within } from '@testing-library/react';
import type { AdminTransaction } from '@tradesim/core';
import { beforeEach, vi } from 'vitest';
import { TransactionsPage } from '../features/transactions/components/transactions-page.js';
import { fakeSdk } from './fake-sdk.js';
import { adminTransactionFixture } from './fixtures.js';
import { LiveProbe } from './live-probe.js';
import { renderPage } from './render.js';

/** A list answer as the server sends it. */
export function pageOf(
  items: AdminTransaction[],
  extra: { nextCursor?: string | null; total?: number } = {},
) {
  return { items, nextCursor: extra.nextCursor ?? null, total: extra.total ?? items.length };
}

export const pendingDeposit = adminTransactionFixture();
export const completedWithdrawal = adminTransactionFixture({
  id: '00000000-0000-4000-8000-0000000000f2',
  type: 'withdrawal',
  amount: '250.00',
  fee: '2.00',
  netAmount: '248.00',
  status: 'completed',
  description: 'USDT withdrawal (TRC20)',
  walletAddress: 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8',
  hasProof: false,
  proofUrl: null,
  adminNotes: 'Paid out',
  processedAt: '2026-11-22T09:30:00.000Z',
  processedBy: '00000000-0000-4000-8000-00000000ad01',
  userId: '00000000-0000-4000-8000-000000000002',
  userEmail: 'alan@example.com',
  userFirstName: 'Alan',
  userLastName: 'Turing',
  createdAt: '2026-11-21T15:45:00.000Z',
});
export const pendingWithdrawal = adminTransactionFixture({
  ...completedWithdrawal,
  id: '00000000-0000-4000-8000-0000000000f3',
  status: 'pending',
  adminNotes: null,
  processedAt: null,
  processedBy: null,
});

/** The transactions screen at `url`, with the live bridge mounted and the given admin fakes. */
export function renderTransactions(admin: Record<string, unknown>, url = '/transactions') {
  const sdk = fakeSdk({ admin: admin as never });
  const result = renderPage(
    <>
      <LiveProbe />
      <TransactionsPage />
    </>,
    { sdk, path: '/transactions', url },
  );
  return { ...result, sdk };
}

/** A list fake answering every call with the same page. */
export const listOf = (...items: AdminTransaction[]) => vi.fn().mockResolvedValue(pageOf(items));

/** A payment proof as the SDK hands it over. */
export const proofBlob = new Blob(['png'], { type: 'image/png' });

/** The open Transaction Details dialog. */
export const detailsDialog = () => within(screen.getByRole('dialog', { name: 'Transaction Details' }));

/**
 * jsdom has no object URLs: stubs them before each test of the calling file, every proof becoming
 * 'blob:proof-1'. Returns the spies.
 */
export function stubObjectUrls() {
  const createObjectURL = vi.fn((_blob: Blob) => 'blob:proof-1');
  const revokeObjectURL = vi.fn();
  beforeEach(() => {
    createObjectURL.mockClear();
    revokeObjectURL.mockClear();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
  });
  return { createObjectURL, revokeObjectURL };
}
