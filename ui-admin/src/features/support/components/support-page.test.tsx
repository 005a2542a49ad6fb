import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { AppError } from '@tradesim/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminTicketListFixture, ticketFixture } from '../../../test/fixtures.js';
import { renderSupport, secondTicket } from '../test/support-harness.js';

// The relative ages are read against this clock; only Date is faked, timers stay real.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-22T10:30:00.000Z'));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the support center list', () => {
  it('shows a spinner while the tickets load, and the chat placeholder', async () => {
    renderSupport({ tickets: { list: () => new Promise(() => undefined) } });
    expect((await screen.findByRole('status')).textContent).toBe('Loading tickets...');
    expect(screen.getByRole('heading', { level: 1, name: 'Support Center' })).toBeTruthy();
    expect(screen.getByText('Select a Ticket')).toBeTruthy();
    expect(screen.getByText('Choose a ticket from the list to start chatting')).toBeTruthy();
  });

  it('shows each ticket with its icon, subject, priority, description, email, age and category', async () => {
    const list = vi.fn().mockResolvedValue(
      adminTicketListFixture({
        items: [ticketFixture(), secondTicket],
        total: 2,
        counts: { total: 7, open: 3, inProgress: 2, resolved: 1, closed: 1, urgent: 4 },
      }),
    );
    renderSupport({ tickets: { list } });
    const first = await screen.findByRole('button', { name: /Deposit not credited/ });
    const row = within(first);
    expect(row.getByText('Open')).toBeTruthy();
    expect(row.getByText('High')).toBeTruthy();
    expect(row.getByText(ticketFixture().description)).toBeTruthy();
    expect(row.getByText('ada@example.com')).toBeTruthy();
    expect(row.getByText('3h ago')).toBeTruthy();
    expect(row.getByText('Billing')).toBeTruthy();
    expect(row.getByText('1 unread')).toBeTruthy();
    const other = within(screen.getByRole('button', { name: /Cannot sign in/ }));
    expect(other.getByText('Unknown User')).toBeTruthy();
    expect(other.getByText('2d ago')).toBeTruthy();
    expect(other.getByText('Resolved')).toBeTruthy();
    expect(other.getByText('Low')).toBeTruthy();
    expect(other.getByText('Technical')).toBeTruthy();
    expect(other.queryByText(/unread/)).toBeNull();
    expect(screen.getByTestId('ticket-count').textContent).toBe('2');
    expect(list).toHaveBeenCalledWith({ limit: 20 });
  });

  it('counts the five stat cards from the list response', async () => {
    const counts = { total: 1234, open: 3, inProgress: 2, resolved: 1, closed: 1, urgent: 4 };
    renderSupport({ tickets: { list: vi.fn().mockResolvedValue(adminTicketListFixture({ counts })) } });
    await screen.findByRole('button', { name: /Deposit not credited/ });
    const expected: [string, string][] = [
      ['Total Tickets', '1,234'],
      ['Open', '3'],
      ['In Progress', '2'],
      ['Resolved', '1'],
      ['Urgent', '4'],
    ];
    for (const [label, value] of expected)
      expect(screen.getByTestId(`stat-${label}`).textContent).toBe(value);
  });

  it('says "No tickets found" when nothing matches', async () => {
    const empty = adminTicketListFixture({ items: [], total: 0 });
    renderSupport({ tickets: { list: vi.fn().mockResolvedValue(empty) } });
    expect(await screen.findByText('No tickets found')).toBeTruthy();
    expect(screen.getByTestId('ticket-count').textContent).toBe('0');
  });

  it('shows "Error: Failed to fetch tickets" when the list fails, and Retry asks again', async () => {
    const list = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('network'))
      .mockResolvedValue(adminTicketListFixture());
    renderSupport({ tickets: { list } });
    expect((await screen.findByRole('alert')).textContent).toContain('Error: Failed to fetch tickets');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: /Deposit not credited/ })).toBeTruthy();
    expect(list).toHaveBeenCalledTimes(2);
  });

  it('uses the server’s message when it gives one', async () => {
    const list = vi.fn().mockRejectedValue(new AppError('SERVICE_UNAVAILABLE', 'Service unavailable'));
    renderSupport({ tickets: { list } });
    expect((await screen.findByRole('alert')).textContent).toContain('Error: Service unavailable');
  });

  it('pages with Load more', async () => {
    const list = vi
      .fn()
      .mockResolvedValueOnce(adminTicketListFixture({ nextCursor: 'cursor-1', total: 21 }))
      .mockResolvedValueOnce(adminTicketListFixture({ items: [secondTicket], nextCursor: null, total: 21 }));
    renderSupport({ tickets: { list } });
    await screen.findByRole('button', { name: /Deposit not credited/ });
    expect(screen.getByText('Showing 1 of 21')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Cannot sign in/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('button', { name: /Cannot sign in/ })).toBeTruthy();
    expect(list).toHaveBeenLastCalledWith({ limit: 20, cursor: 'cursor-1' });
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('shows a new ticket live, with the new counts', async () => {
    const fresh = ticketFixture({
      id: '00000000-0000-4000-8000-0000000000c3',
      subject: 'Where is my money?',
    });
    const list = vi
      .fn()
      .mockResolvedValueOnce(adminTicketListFixture())
      .mockResolvedValue(adminTicketListFixture({ items: [fresh, ticketFixture()] }));
    const { sdk } = renderSupport({ tickets: { list } }, { live: true });
    await screen.findByRole('button', { name: /Deposit not credited/ });
    expect(screen.getByTestId('stat-Total Tickets').textContent).toBe('1');
    sdk.emit({ topic: 'admin.support', event: 'ticket', data: { id: fresh.id, status: 'open' } });
    expect(await screen.findByRole('button', { name: /Where is my money\?/ })).toBeTruthy();
    expect(screen.getByTestId('stat-Total Tickets').textContent).toBe('2');
  });
});
