import { screen, within } from '@testing-library/react';
import type { Approval, StaffRole } from '@tradesim/core';
import { vi } from 'vitest';
import { ApprovalsPage } from '../features/approvals/components/approvals-page.js';
import { fakeSdk, staffSession } from './fake-sdk.js';
import { adminFixture, approvalFixture } from './fixtures.js';
import { LiveProbe } from './live-probe.js';
import { renderPage } from './render.js';

const hour = 3_600_000;
/** A time `hours` from now (negative: ago), so ages and expiries read the same whenever tests run. */
export const hoursFromNow = (hours: number) => new Date(Date.now() + hours * hour).toISOString();

/** Linus (finance) asked 3 hours ago to credit Ada $5,000; it lapses in 69 hours. */
export const linusAsks = approvalFixture({ createdAt: hoursFromNow(-3), expiresAt: hoursFromNow(69) });

/** Grace (the signed-in owner) asked to approve a $2,500 withdrawal herself. */
export const graceAsks = approvalFixture({
  id: '00000000-0000-4000-8000-0000000000a8',
  kind: 'withdrawal',
  amount: '2500.00',
  direction: 'debit',
  transactionId: '00000000-0000-4000-8000-0000000000f3',
  summary: 'Withdrawal of $2,500.00 for ada@example.com',
  requestedBy: adminFixture().id,
  requestedByEmail: adminFixture().email,
  note: null,
  createdAt: hoursFromNow(-1),
  expiresAt: hoursFromNow(71),
});

export const listOf = (items: Approval[]) => vi.fn().mockResolvedValue({ items });

/** The Approvals screen signed in as `role` (Grace), with the live bridge, over the given approvals fakes. */
export function renderApprovals(
  approvals: Record<string, unknown>,
  options: { url?: string; role?: StaffRole; transactions?: Record<string, unknown> } = {},
) {
  const sdk = fakeSdk({
    admin: {
      auth: { session: staffSession(options.role ?? 'owner') },
      approvals,
      ...(options.transactions ? { transactions: options.transactions } : {}),
    },
  });
  const result = renderPage(
    <>
      <LiveProbe />
      <ApprovalsPage />
    </>,
    { sdk, path: '/approvals', url: options.url ?? '/approvals' },
  );
  return { ...result, sdk };
}

/** The card of the request whose kind or summary matches. */
export const card = async (name: RegExp) => within(await screen.findByRole('article', { name }));

/** The text of a card's fact, by its term. */
export const fact = (scope: ReturnType<typeof within>, term: string) =>
  scope.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
