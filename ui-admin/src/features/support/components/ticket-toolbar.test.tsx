import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  adminFixture,
  adminTicketListFixture,
  ticketDetailFixture,
  ticketFixture,
} from '../../../test/fixtures.js';
import { renderSupport, secondTicket, statCards, ticketList } from '../test/support-harness.js';

afterEach(cleanup);

describe('the support center filters', () => {
  const listOk = () => vi.fn().mockResolvedValue(adminTicketListFixture());

  it('hides the selects behind the Filters toggle, and filters the list by each', async () => {
    const list = listOk();
    const { search } = renderSupport({ tickets: { list } });
    await screen.findByRole('button', { name: /Deposit not credited/ });
    const toggle = screen.getByRole('button', { name: 'Filters' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByLabelText('Priority')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Clear' })).toBeNull();
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'in_progress' } });
    await waitFor(() => expect(list).toHaveBeenLastCalledWith({ status: 'in_progress', limit: 20 }));
    fireEvent.change(screen.getByLabelText('Priority'), { target: { value: 'high' } });
    fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'billing' } });
    await waitFor(() =>
      expect(list).toHaveBeenLastCalledWith({
        status: 'in_progress',
        priority: 'high',
        category: 'billing',
        limit: 20,
      }),
    );
    expect(search().get('status')).toBe('in_progress');
    expect(search().get('priority')).toBe('high');
    expect(search().get('category')).toBe('billing');
  });

  it('filters to the tickets assigned to the signed-in admin', async () => {
    const list = listOk();
    const { search } = renderSupport({ tickets: { list } });
    await screen.findByRole('button', { name: /Deposit not credited/ });
    fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
    fireEvent.change(screen.getByLabelText('Assigned to'), { target: { value: 'me' } });
    await waitFor(() =>
      expect(list).toHaveBeenLastCalledWith({ assignedAdmin: adminFixture().id, limit: 20 }),
    );
    expect(search().get('assigned')).toBe('me');
  });

  it('asks the server 300 ms after typing stops, not on every key', async () => {
    const list = listOk();
    const { search } = renderSupport({ tickets: { list } });
    await screen.findByRole('button', { name: /Deposit not credited/ });
    const box = screen.getByRole('searchbox', { name: 'Search tickets' });
    fireEvent.change(box, { target: { value: 'd' } });
    fireEvent.change(box, { target: { value: 'dep' } });
    fireEvent.change(box, { target: { value: ' deposit ' } });
    await waitFor(() => expect(list).toHaveBeenLastCalledWith({ q: 'deposit', limit: 20 }));
    expect(list.mock.calls.some(([query]) => query.q === 'd' || query.q === 'dep')).toBe(false);
    expect(search().get('q')).toBe('deposit');
    expect((box as HTMLInputElement).value).toBe(' deposit ');
  });

  it('clears every filter and the search with Clear', async () => {
    const list = listOk();
    const { search } = renderSupport({ tickets: { list } }, { url: '/support?q=refund&priority=urgent' });
    await screen.findByRole('button', { name: /Deposit not credited/ });
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(list).toHaveBeenLastCalledWith({ limit: 20 }));
    expect(search().toString()).toBe('');
    expect((screen.getByRole('searchbox', { name: 'Search tickets' }) as HTMLInputElement).value).toBe('');
    expect(screen.queryByRole('button', { name: 'Clear' })).toBeNull();
  });

  it('filters by a stat card: a status, urgent, or everything again', async () => {
    const list = listOk();
    const { search } = renderSupport({ tickets: { list } });
    await screen.findByRole('button', { name: /Deposit not credited/ });
    const card = (name: string) => statCards().getByRole('button', { name: new RegExp(`^${name}`) });
    expect(card('Total Tickets').getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(card('In Progress'));
    await waitFor(() => expect(list).toHaveBeenLastCalledWith({ status: 'in_progress', limit: 20 }));
    expect(card('In Progress').getAttribute('aria-pressed')).toBe('true');
    expect(card('Total Tickets').getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(card('Urgent'));
    await waitFor(() =>
      expect(list).toHaveBeenLastCalledWith({ status: 'in_progress', priority: 'urgent', limit: 20 }),
    );
    fireEvent.click(card('Total Tickets'));
    // The unfiltered list is still cached from the first load: no need to ask again.
    await waitFor(() => expect(search().toString()).toBe(''));
    expect(card('Total Tickets').getAttribute('aria-pressed')).toBe('true');
    expect(card('Urgent').getAttribute('aria-pressed')).toBe('false');
  });
});

describe('the support center deep links', () => {
  it('opens with ?q= and ?status= applied, the search filled and the filters shown', async () => {
    const list = vi.fn().mockResolvedValue(adminTicketListFixture());
    renderSupport({ tickets: { list } }, { url: '/support?q=refund&status=resolved' });
    await screen.findByRole('button', { name: /Deposit not credited/ });
    expect(list).toHaveBeenCalledWith({ q: 'refund', status: 'resolved', limit: 20 });
    expect((screen.getByRole('searchbox', { name: 'Search tickets' }) as HTMLInputElement).value).toBe(
      'refund',
    );
    expect((screen.getByLabelText('Status') as HTMLSelectElement).value).toBe('resolved');
    expect(screen.getByRole('button', { name: 'Clear' })).toBeTruthy();
  });

  it('ignores values a link cannot mean', async () => {
    const list = vi.fn().mockResolvedValue(adminTicketListFixture());
    renderSupport({ tickets: { list } }, { url: '/support?status=bogus&priority=9&assigned=nobody' });
    await screen.findByRole('button', { name: /Deposit not credited/ });
    expect(list).toHaveBeenCalledWith({ limit: 20 });
  });

  it('opens the chat of ?ticket=<id>, and picking a row puts it in the URL', async () => {
    const list = vi
      .fn()
      .mockResolvedValue(adminTicketListFixture({ items: [ticketFixture(), secondTicket] }));
    const get = vi.fn(async (id: string) =>
      id === secondTicket.id ? ticketDetailFixture({ ...secondTicket }) : ticketDetailFixture(),
    );
    const { search } = renderSupport(
      { tickets: { list, get } },
      { url: `/support?ticket=${ticketFixture().id}` },
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'Deposit not credited' })).toBeTruthy();
    expect(get).toHaveBeenCalledWith(ticketFixture().id);
    const row = await ticketList().findByRole('button', { name: /Deposit not credited/ });
    expect(row.getAttribute('aria-current')).toBe('true');
    fireEvent.click(ticketList().getByRole('button', { name: /Cannot sign in/ }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Cannot sign in' })).toBeTruthy();
    expect(search().get('ticket')).toBe(secondTicket.id);
    expect(
      ticketList()
        .getByRole('button', { name: /Cannot sign in/ })
        .getAttribute('aria-current'),
    ).toBe('true');
  });
});
