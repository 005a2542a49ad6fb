import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { AppError, type TicketDetail } from '@tradesim/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chatMessageFixture, ticketDetailFixture } from '../../../test/fixtures.js';
import {
  chat,
  conversation,
  renderChat,
  sentReply,
  staffMessage,
  ticketId,
  userMessage,
} from '../test/support-harness.js';

afterEach(cleanup);

describe('the chat panel', () => {
  it('shows a spinner while the ticket loads', async () => {
    renderChat({ tickets: { get: () => new Promise(() => undefined) } });
    expect(await chat().findByText('Loading conversation...')).toBeTruthy();
  });

  it('shows "Failed to fetch ticket" when the ticket fails, and Retry asks again', async () => {
    const get = vi.fn().mockRejectedValueOnce(new TypeError('network')).mockResolvedValue(conversation);
    renderChat({ tickets: { get } });
    expect(await chat().findByText('Failed to fetch ticket')).toBeTruthy();
    fireEvent.click(chat().getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Deposit not credited' })).toBeTruthy();
    expect(get).toHaveBeenCalledTimes(2);
  });

  it('says "Ticket not found" for a link to no ticket, without asking for a malformed id', async () => {
    const get = vi.fn().mockRejectedValue(new AppError('TICKET_NOT_FOUND', 'Ticket not found'));
    renderChat({ tickets: { get } }, { url: '/support?ticket=not-an-id' });
    expect(await chat().findByText('Ticket not found')).toBeTruthy();
    expect(get).not.toHaveBeenCalled();
  });

  it('heads the chat with subject, priority, short id, email, message count and created date', async () => {
    renderChat({ tickets: { get: vi.fn().mockResolvedValue(conversation) } });
    const header = within(await screen.findByTestId('chat-header'));
    expect(header.getByRole('heading', { level: 2, name: 'Deposit not credited' })).toBeTruthy();
    expect(header.getByText('High', { selector: '[data-priority]' })).toBeTruthy();
    expect(header.getByText('Open', { selector: '[data-status]' })).toBeTruthy();
    expect(header.getByText('#00000000')).toBeTruthy();
    expect(header.getByText('ada@example.com')).toBeTruthy();
    expect(header.getByTestId('message-count').textContent).toBe('2 messages');
    expect(header.getByText(/^Created/).textContent).toBe('Created Nov 22, 2026');
  });

  it('reads "Unknown User" when the ticket has no email, and "1 message" for one', async () => {
    const lone = ticketDetailFixture({ userEmail: null });
    renderChat({ tickets: { get: vi.fn().mockResolvedValue(lone) } });
    const header = within(await screen.findByTestId('chat-header'));
    expect(header.getByText('Unknown User')).toBeTruthy();
    expect(header.getByTestId('message-count').textContent).toBe('1 message');
  });

  it('shows the messages oldest first, the user’s labelled "User" and staff’s "Admin"', async () => {
    renderChat({ tickets: { get: vi.fn().mockResolvedValue(conversation) } });
    const log = await screen.findByRole('log', { name: 'Conversation' });
    const items = within(log).getAllByRole('listitem');
    expect(items.map((item) => item.dataset.sender)).toEqual(['user', 'admin']);
    expect(within(items[0] as HTMLElement).getByText('User')).toBeTruthy();
    expect(within(items[0] as HTMLElement).getByText('Any news on my deposit?')).toBeTruthy();
    expect(within(items[1] as HTMLElement).getByText('Admin')).toBeTruthy();
    expect(within(items[1] as HTMLElement).getByText('We are checking it now.')).toBeTruthy();
    expect(within(items[1] as HTMLElement).getByText(/Nov 22, 2026/)).toBeTruthy();
  });

  it('invites the first message when there is none', async () => {
    renderChat({ tickets: { get: vi.fn().mockResolvedValue(ticketDetailFixture({ messages: [] })) } });
    expect(await screen.findByText('No messages yet. Start the conversation!')).toBeTruthy();
  });

  it('closes the conversation back to the placeholder', async () => {
    const { router } = renderChat({ tickets: { get: vi.fn().mockResolvedValue(conversation) } });
    fireEvent.click(await screen.findByRole('button', { name: 'Close conversation' }));
    expect(await screen.findByText('Select a Ticket')).toBeTruthy();
    expect(router.state.location.search).toBe('');
  });
});

describe('the live chat', () => {
  const withReply: TicketDetail = { ...conversation, messages: [userMessage, staffMessage, sentReply] };
  const userReply = chatMessageFixture({
    id: '00000000-0000-4000-8000-0000000000b4',
    message: 'Thank you so much!',
    createdAt: '2026-11-22T08:20:00.000Z',
  });

  it('shows a new message on the ticket’s own topic without a reload', async () => {
    const get = vi
      .fn()
      .mockResolvedValueOnce(conversation)
      .mockResolvedValue({ ...withReply, messages: [...withReply.messages, userReply] });
    const { sdk } = renderChat({ tickets: { get } });
    await screen.findByRole('log', { name: 'Conversation' });
    expect(sdk.client.realtime.subscribe).toHaveBeenCalledWith(
      [`support.${ticketId}`],
      expect.any(Function),
      { as: 'admin' },
    );
    sdk.emit({
      topic: `support.${ticketId}`,
      event: 'message',
      data: { id: userReply.id, ticketId, senderType: 'user' },
    });
    expect(await screen.findByText('Thank you so much!')).toBeTruthy();
  });

  it('follows the admin topic too, list and chat alike', async () => {
    const get = vi
      .fn()
      .mockResolvedValueOnce(conversation)
      .mockResolvedValue({ ...conversation, messages: [userMessage, staffMessage, userReply] });
    const { sdk } = renderChat({ tickets: { get } }, { live: true });
    await screen.findByRole('log', { name: 'Conversation' });
    sdk.emit({ topic: 'admin.support', event: 'message', data: { ticketId, id: userReply.id } });
    expect(await screen.findByText('Thank you so much!')).toBeTruthy();
  });

  it('stops listening to a ticket once its chat is closed', async () => {
    const get = vi.fn().mockResolvedValue(conversation);
    const { sdk } = renderChat({ tickets: { get } });
    await screen.findByRole('log', { name: 'Conversation' });
    fireEvent.click(screen.getByRole('button', { name: 'Close conversation' }));
    await screen.findByText('Select a Ticket');
    const calls = get.mock.calls.length;
    sdk.emit({
      topic: `support.${ticketId}`,
      event: 'message',
      data: { id: '00000000-0000-4000-8000-0000000000c9', ticketId, senderType: 'user' },
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(get.mock.calls.length).toBe(calls);
  });
});
