import { fireEvent, screen, within } from '@testing-library/react';
import type { Approval, StaffRole } from '@tradesim/core';
import { vi } from 'vitest';
import { routes } from '../app/routes.js';
import { fakeSdk, staffSession } from './fake-sdk.js';
import {
  adminDurationFixture,
  adminTicketListFixture,
  adminTradingSettingsFixture,
  adminTransactionFixture,
  adminUserDetailsFixture,
  adminUserFixture,
  approvalFixture,
  assetFixture,
  dashboardFixture,
  priceFeedFixture,
  ticketDetailFixture,
} from './fixtures.js';
import { renderRoutes } from './render.js';

/** A deposit waiting for review, and Linus's requests: a credit for Ada, a new deposit wallet, the staff policy. */
export const pendingDeposit = adminTransactionFixture();
export const requests: Approval[] = [
  approvalFixture(),
  approvalFixture({
    id: '00000000-0000-4000-8000-0000000000b2',
    kind: 'payment_settings',
    amount: null,
    direction: null,
    userId: null,
    userEmail: null,
    summary: 'Set the deposit wallet to TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7',
    context: {},
  }),
  approvalFixture({
    id: '00000000-0000-4000-8000-0000000000b3',
    kind: 'security_settings',
    amount: null,
    direction: null,
    userId: null,
    userEmail: null,
    summary: 'Turn the staff second-factor policy off',
    context: { before: { requireStaffMfa: true }, after: { requireStaffMfa: false } },
  }),
];

/**
 * The whole console (its own route table) at `url`, signed in as a staff member of `role` with
 * a second factor, over a fake SDK that answers every list these tests open.
 */
export function renderConsoleAs(role: StaffRole, url: string) {
  const page = <T,>(items: T[]) =>
    vi.fn().mockResolvedValue({ items, nextCursor: null, total: items.length });
  const sdk = fakeSdk({
    admin: {
      auth: { session: staffSession(role) },
      dashboard: vi.fn().mockResolvedValue(dashboardFixture({ pendingApprovals: 3 })),
      users: {
        list: page([adminUserFixture()]),
        get: vi.fn().mockResolvedValue(adminUserDetailsFixture()),
        timeline: page([]),
      },
      transactions: { list: page([pendingDeposit]) },
      assets: { list: page([assetFixture()]) },
      priceFeed: { status: vi.fn().mockResolvedValue(priceFeedFixture()) },
      durations: { list: vi.fn().mockResolvedValue({ items: [adminDurationFixture()] }) },
      tradingSettings: { get: vi.fn().mockResolvedValue(adminTradingSettingsFixture()) },
      support: {
        tickets: {
          list: vi.fn().mockResolvedValue(adminTicketListFixture()),
          get: vi.fn().mockResolvedValue(ticketDetailFixture()),
        },
        responses: vi.fn().mockResolvedValue({ items: [] }),
      },
      approvals: {
        list: vi.fn(async ({ status }: { status: string }) => ({
          items: status === 'pending' ? requests : [],
        })),
      },
    },
  });
  return renderRoutes(routes, { sdk, url });
}

/** The sections of the sidebar, in order. */
export async function sidebar(): Promise<string[]> {
  const nav = within(await screen.findByRole('navigation', { name: 'Main' }));
  return (await nav.findAllByRole('link')).map((link) => link.textContent ?? '');
}

/** The items of the row menu named `label` (opened, read, closed). */
export async function rowMenu(label: RegExp): Promise<string[]> {
  const trigger = await screen.findByRole('button', { name: label });
  fireEvent.click(trigger);
  const items = within(screen.getByRole('menu'))
    .getAllByRole('menuitem')
    .map((item) => item.textContent ?? '');
  fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
  return items;
}

/** The dashboard's cards (their labels) and quick actions, once the figures are in. */
export async function dashboardOffers(): Promise<{ cards: string[]; actions: string[] }> {
  await screen.findByTestId('ledger-status');
  const cards = screen
    .queryAllByTestId(/^stat-/)
    .map((figure) => figure.getAttribute('data-testid')?.slice('stat-'.length) ?? '');
  const actions = within(screen.getByRole('navigation', { name: 'Quick actions' }))
    .queryAllByRole('link')
    .map((link) => link.textContent ?? '');
  return { cards, actions };
}

/** The decision buttons of each request's card, by summary. */
export async function approvalButtons(): Promise<Record<string, string[]>> {
  const cards = await screen.findAllByRole('article');
  return Object.fromEntries(
    cards.map((card) => [
      card.querySelector('h2')?.textContent ?? '',
      within(card)
        .queryAllByRole('button')
        .map((button) => button.textContent ?? '')
        .filter((text) => ['Approve', 'Reject', 'Withdraw request'].includes(text)),
    ]),
  );
}
