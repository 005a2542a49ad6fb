import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AppError } from '@tradesim/core';
import type { TradesimClient } from '@tradesim/sdk';
import { afterEach, describe, expect, it, type Mock, vi } from 'vitest';
import { fakeSdk } from '../../../test/fake-sdk.js';
import { ticketFixture } from '../../../test/fixtures.js';
import { renderPage } from '../../../test/render.js';
import { TicketsPage } from './tickets-page.js';

type Tickets = TradesimClient['support']['tickets'];

afterEach(cleanup);

const { messages: _messages, ...ticket } = ticketFixture();
const older = { ...ticket, id: '00000000-0000-4000-8000-0000000000b2', subject: 'How do returns work?' };
const newer = {
  ...ticket,
  id: '00000000-0000-4000-8000-0000000000b3',
  subject: 'Withdrawal pending',
  status: 'in_progress' as const,
  category: 'security' as const,
  priority: 'urgent' as const,
  unreadCount: 2,
  updatedAt: '2026-11-23T09:30:00.000Z',
};
const resolved = {
  ...older,
  id: '00000000-0000-4000-8000-0000000000b4',
  subject: 'Old',
  status: 'resolved' as const,
};
const closed = {
  ...older,
  id: '00000000-0000-4000-8000-0000000000b5',
  subject: 'Older',
  status: 'closed' as const,
  updatedAt: '2026-11-01T09:30:00.000Z',
};

function renderTickets(list: Mock<Tickets['list']>) {
  const sdk = fakeSdk({ support: { tickets: { list } } });
  return renderPage(<TicketsPage />, { sdk, path: '/support' });
}

describe('the tickets list (/support)', () => {
  it('shows a loading state, then every ticket newest first with its facts', async () => {
    const list = vi.fn<Tickets['list']>().mockResolvedValue({ items: [closed, older, newer] });
    renderTickets(list);
    expect(screen.getByText('Loading tickets...')).toBeTruthy();
    const rows = within(await screen.findByRole('list', { name: 'Your tickets' })).getAllByRole('link');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Withdrawal pending'),
      expect.stringContaining('How do returns work?'),
      expect.stringContaining('Older'),
    ]);
    const first = rows[0] as HTMLElement;
    expect(first.textContent).toContain('Security · Urgent priority');
    expect(first.textContent).toContain('In progress');
    expect(first.textContent).toContain('2 new replies');
    expect(first.textContent).toMatch(/Updated Nov 23, 2026/);
    expect(rows[1]?.textContent).toContain('Billing · Medium priority');
    expect(rows[1]?.textContent).toContain('Open');
    expect(rows[1]?.textContent).not.toContain('new repl');
    expect(rows[2]?.textContent).toContain('Closed');
    expect(screen.getByRole('heading', { level: 1, name: 'Support' })).toBeTruthy();
  });

  it('labels a resolved ticket and opens a ticket on click', async () => {
    const list = vi.fn<Tickets['list']>().mockResolvedValue({ items: [resolved] });
    renderTickets(list);
    const row = await screen.findByRole('link', { name: /Old/ });
    expect(row.textContent).toContain('Resolved');
    fireEvent.click(row);
    expect(screen.getByTestId('location').textContent).toBe(`/support/${resolved.id}`);
  });

  it('says when there are no tickets and prompts to open one', async () => {
    const list = vi.fn<Tickets['list']>().mockResolvedValue({ items: [] });
    renderTickets(list);
    expect(await screen.findByText('No support tickets yet')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Open a ticket' }));
    expect(screen.getByRole('heading', { name: 'New ticket' })).toBeTruthy();
    expect(screen.queryByText('No support tickets yet')).toBeNull();
  });

  it('shows the error with a Retry that asks again', async () => {
    const list = vi
      .fn<Tickets['list']>()
      .mockRejectedValueOnce(new Error('network down'))
      .mockResolvedValue({ items: [older] });
    renderTickets(list);
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to fetch tickets');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('How do returns work?')).toBeTruthy();
    expect(list).toHaveBeenCalledTimes(2);
  });

  it("shows the server's message when it refused", async () => {
    const list = vi.fn<Tickets['list']>().mockRejectedValue(new AppError('SERVICE_UNAVAILABLE'));
    renderTickets(list);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The service is temporarily unavailable. Please try again.',
    );
  });

  it('refetches when support replies (a notification event on `me`)', async () => {
    const list = vi
      .fn<Tickets['list']>()
      .mockResolvedValueOnce({ items: [older] })
      .mockResolvedValue({ items: [{ ...older, unreadCount: 1 }] });
    const { sdk } = renderTickets(list);
    await screen.findByText('How do returns work?');
    sdk.emit({ topic: 'me', event: 'notification', data: { id: '00000000-0000-4000-8000-000000000e01' } });
    expect(await screen.findByText('1 new reply')).toBeTruthy();
    sdk.emit({ topic: 'me', event: 'profile', data: { balance: '1250.00' } });
    await waitFor(() => expect(list).toHaveBeenCalledTimes(2));
  });
});
