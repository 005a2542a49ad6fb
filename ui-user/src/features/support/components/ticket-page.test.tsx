import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { AppError } from '@tradesim/core';
import type { TradesimClient } from '@tradesim/sdk';
import { afterEach, describe, expect, it, type Mock, vi } from 'vitest';
import { fakeSdk } from '../../../test/fake-sdk.js';
import { chatMessageFixture, ticketFixture } from '../../../test/fixtures.js';
import { renderPage } from '../../../test/render.js';
import { TicketPage } from './ticket-page.js';

type Tickets = TradesimClient['support']['tickets'];

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const ticket = ticketFixture({
  status: 'in_progress',
  priority: 'high',
  createdAt: '2026-11-22T08:00:00.000Z',
  messages: [
    chatMessageFixture({ id: '00000000-0000-4000-8000-0000000000c1', message: 'My deposit is missing.' }),
    chatMessageFixture({
      id: '00000000-0000-4000-8000-0000000000c2',
      senderType: 'admin',
      senderId: '00000000-0000-4000-8000-0000000000aa',
      message: 'We are checking it.',
      createdAt: '2026-11-22T08:05:00.000Z',
    }),
  ],
});
const reply = chatMessageFixture({
  id: '00000000-0000-4000-8000-0000000000c3',
  senderType: 'admin',
  message: 'Found it: credited now.',
  createdAt: '2026-11-22T08:20:00.000Z',
});

function renderTicket(get: Mock<Tickets['get']>, id = ticket.id) {
  const sdk = fakeSdk({ support: { tickets: { get } } });
  return renderPage(<TicketPage />, { sdk, path: '/support/:id', url: `/support/${id}` });
}

const bubbles = () => within(screen.getByRole('log', { name: 'Conversation' })).getAllByRole('listitem');

describe('a ticket (/support/:id)', () => {
  it('shows a loading state, then the header and the chat oldest first', async () => {
    const get = vi.fn<Tickets['get']>().mockResolvedValue(ticket);
    renderTicket(get);
    expect(screen.getByText('Loading ticket...')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Deposit not credited' })).toBeTruthy();
    expect(get).toHaveBeenCalledWith(ticket.id);
    const facts = screen.getByText('Category').closest('dl') as HTMLElement;
    expect(facts.textContent).toContain('StatusIn progress');
    expect(facts.textContent).toContain('CategoryBilling');
    expect(facts.textContent).toContain('PriorityHigh');
    expect(facts.textContent).toMatch(/CreatedNov 22, 2026/);
    const [first, second] = bubbles();
    expect(first?.getAttribute('data-sender')).toBe('user');
    expect(first?.textContent).toMatch(/^You.*My deposit is missing\.$/);
    expect(second?.getAttribute('data-sender')).toBe('admin');
    expect(second?.textContent).toMatch(/^Support.*We are checking it\.$/);
    expect(second?.querySelector('time')?.getAttribute('dateTime')).toBe('2026-11-22T08:05:00.000Z');
    expect(screen.getByRole('link', { name: 'All tickets' }).getAttribute('href')).toBe('/support');
  });

  it('shows the error with a Retry that asks again', async () => {
    const get = vi.fn<Tickets['get']>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(ticket);
    renderTicket(get);
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to fetch ticket');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Deposit not credited' })).toBeTruthy();
    expect(get).toHaveBeenCalledTimes(2);
  });

  it("says 'Ticket not found' with a link back for an unknown id", async () => {
    const get = vi.fn<Tickets['get']>().mockRejectedValue(new AppError('TICKET_NOT_FOUND'));
    renderTicket(get, '00000000-0000-4000-8000-0000000000ff');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ticket not found' })).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Back to your tickets' }));
    expect(screen.getByTestId('location').textContent).toBe('/support');
  });

  it('does not ask the server about an id that cannot exist', async () => {
    const get = vi.fn<Tickets['get']>().mockResolvedValue(ticket);
    const { sdk } = renderTicket(get, 'not-a-ticket');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ticket not found' })).toBeTruthy();
    expect(get).not.toHaveBeenCalled();
    expect(sdk.client.realtime.subscribe).not.toHaveBeenCalled();
  });

  it('shows a staff reply and a status change live, and stops listening when left', async () => {
    const get = vi
      .fn<Tickets['get']>()
      .mockResolvedValueOnce(ticket)
      .mockResolvedValueOnce({ ...ticket, messages: [...ticket.messages, reply] })
      .mockResolvedValue({ ...ticket, status: 'resolved', messages: [...ticket.messages, reply] });
    const { sdk, unmount } = renderTicket(get);
    await screen.findByText('We are checking it.');
    expect(sdk.client.realtime.subscribe).toHaveBeenCalledWith(
      [`support.${ticket.id}`],
      expect.any(Function),
    );
    sdk.emit({
      topic: `support.${ticket.id}`,
      event: 'message',
      data: { id: reply.id, ticketId: ticket.id, senderType: reply.senderType },
    });
    expect(await screen.findByText('Found it: credited now.')).toBeTruthy();
    expect(bubbles().at(-1)?.textContent).toContain('Found it');
    sdk.emit({ topic: `support.${ticket.id}`, event: 'ticket', data: { id: ticket.id, status: 'resolved' } });
    expect(await screen.findByText(/reply below and it will reopen/)).toBeTruthy();
    expect(screen.getByText('Resolved')).toBeTruthy();
    expect(get).toHaveBeenCalledTimes(3);
    const subscription = vi.mocked(sdk.client.realtime.subscribe).mock.results[0]?.value;
    const unsubscribe = vi.spyOn(subscription, 'unsubscribe');
    unmount();
    expect(unsubscribe).toHaveBeenCalledTimes(1);
  });

  it('scrolls the conversation to the newest message when one arrives', async () => {
    const scrolled = vi.fn();
    vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(640);
    vi.spyOn(HTMLElement.prototype, 'scrollTop', 'set').mockImplementation(scrolled);
    const get = vi
      .fn<Tickets['get']>()
      .mockResolvedValueOnce(ticket)
      .mockResolvedValue({ ...ticket, messages: [...ticket.messages, reply] });
    const { sdk } = renderTicket(get);
    await screen.findByText('We are checking it.');
    expect(scrolled).toHaveBeenCalledTimes(1);
    expect(scrolled).toHaveBeenLastCalledWith(640);
    sdk.emit({
      topic: `support.${ticket.id}`,
      event: 'message',
      data: { id: reply.id, ticketId: ticket.id, senderType: reply.senderType },
    });
    await screen.findByText('Found it: credited now.');
    expect(scrolled).toHaveBeenCalledTimes(2);
  });

  it('says a closed ticket takes no replies and offers a new ticket instead of the composer', async () => {
    const get = vi.fn<Tickets['get']>().mockResolvedValue({ ...ticket, status: 'closed' });
    renderTicket(get);
    expect(await screen.findByText('This ticket is closed')).toBeTruthy();
    expect(screen.getByText('Closed')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Message' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Open a new ticket' }));
    const location = screen.getByTestId('location');
    expect(location.textContent).toBe('/support');
    expect(JSON.parse(location.getAttribute('data-state') ?? 'null')).toEqual({ newTicket: true });
  });

  it('keeps the composer on a resolved ticket and says a reply reopens it', async () => {
    const get = vi.fn<Tickets['get']>().mockResolvedValue({ ...ticket, status: 'resolved' });
    renderTicket(get);
    expect(await screen.findByText(/reply below and it will reopen/)).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeTruthy();
  });

  it('shows neither notice on an open ticket', async () => {
    const get = vi.fn<Tickets['get']>().mockResolvedValue({ ...ticket, status: 'open' });
    renderTicket(get);
    expect(await screen.findByText('Open')).toBeTruthy();
    expect(screen.queryByText(/will reopen/)).toBeNull();
    expect(screen.queryByText('This ticket is closed')).toBeNull();
  });
});
