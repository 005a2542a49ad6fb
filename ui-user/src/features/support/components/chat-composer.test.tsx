import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppError } from '@tradesim/core';
import type { TradesimClient } from '@tradesim/sdk';
import { afterEach, describe, expect, it, type Mock, vi } from 'vitest';
import { fakeSdk } from '../../../test/fake-sdk.js';
import { chatMessageFixture, ticketFixture } from '../../../test/fixtures.js';
import { renderPage } from '../../../test/render.js';
import { TicketPage } from './ticket-page.js';

type Tickets = TradesimClient['support']['tickets'];

afterEach(cleanup);

const ticket = ticketFixture();
const sent = chatMessageFixture({
  id: '00000000-0000-4000-8000-0000000000c7',
  message: 'Any news?',
  createdAt: '2026-11-22T09:00:00.000Z',
});

async function renderComposer(
  send: Mock<Tickets['send']>,
  get: Mock<Tickets['get']> = vi.fn<Tickets['get']>().mockResolvedValue(ticket),
) {
  const sdk = fakeSdk({ support: { tickets: { get, send } } });
  renderPage(<TicketPage />, { sdk, path: '/support/:id', url: `/support/${ticket.id}` });
  const box = (await screen.findByRole('textbox', { name: 'Message' })) as HTMLTextAreaElement;
  return { box, get, send };
}

const sendButton = () => screen.getByRole('button', { name: /Send|Sending/ }) as HTMLButtonElement;
const counter = () => screen.getByTestId('chat-counter').textContent;

describe('the chat composer', () => {
  it('keeps Send disabled while empty and counts the characters live', async () => {
    const { box } = await renderComposer(vi.fn());
    expect(sendButton().disabled).toBe(true);
    expect(counter()).toBe('0/1000');
    fireEvent.change(box, { target: { value: 'Hello' } });
    expect(counter()).toBe('5/1000');
    expect(sendButton().disabled).toBe(false);
    fireEvent.change(box, { target: { value: `  ${'x'.repeat(980)}  ` } });
    expect(counter()).toBe('980/1000');
    fireEvent.change(box, { target: { value: '   ' } });
    expect(counter()).toBe('0/1000');
    expect(sendButton().disabled).toBe(true);
  });

  it('sends the trimmed message on Enter, shows it and empties the box', async () => {
    const { box, send, get } = await renderComposer(vi.fn().mockResolvedValue(sent));
    get.mockResolvedValue({ ...ticket, messages: [...ticket.messages, sent] });
    fireEvent.change(box, { target: { value: '  Any news?  ' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(send).toHaveBeenCalledWith(ticket.id, 'Any news?'));
    expect(await screen.findByText('Any news?')).toBeTruthy();
    await waitFor(() => expect(box.value).toBe(''));
    expect(counter()).toBe('0/1000');
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('sends with the Send button too', async () => {
    const { box, send } = await renderComposer(vi.fn().mockResolvedValue(sent));
    fireEvent.change(box, { target: { value: 'Any news?' } });
    fireEvent.click(sendButton());
    await waitFor(() => expect(send).toHaveBeenCalledWith(ticket.id, 'Any news?'));
  });

  it('adds a line on Shift+Enter instead of sending', async () => {
    const { box, send } = await renderComposer(vi.fn().mockResolvedValue(sent));
    const user = userEvent.setup();
    await user.type(box, 'First line{Shift>}{Enter}{/Shift}second line');
    expect(box.value).toBe('First line\nsecond line');
    expect(send).not.toHaveBeenCalled();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(send).toHaveBeenCalledWith(ticket.id, 'First line\nsecond line'));
  });

  it("says 'Message cannot be empty' when Enter is pressed on blank text", async () => {
    const { box, send } = await renderComposer(vi.fn());
    fireEvent.change(box, { target: { value: ' \n  ' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(await screen.findByText('Message cannot be empty')).toBeTruthy();
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(send).not.toHaveBeenCalled();
    fireEvent.change(box, { target: { value: 'ok' } });
    await waitFor(() => expect(screen.queryByText('Message cannot be empty')).toBeNull());
  });

  it('refuses more than 1000 characters, counted after trimming', async () => {
    const { box, send } = await renderComposer(vi.fn());
    fireEvent.change(box, { target: { value: ` ${'x'.repeat(1000)} ` } });
    expect(counter()).toBe('1000/1000');
    expect(screen.queryByText('Message must be 1000 characters or fewer')).toBeNull();
    expect(sendButton().disabled).toBe(false);
    fireEvent.change(box, { target: { value: 'x'.repeat(1001) } });
    expect(counter()).toBe('1001/1000');
    expect(screen.getByText('Message must be 1000 characters or fewer')).toBeTruthy();
    expect(sendButton().disabled).toBe(true);
    fireEvent.keyDown(box, { key: 'Enter' });
    await new Promise((done) => setTimeout(done, 20));
    expect(send).not.toHaveBeenCalled();
  });

  it('disables Send while sending and sends only once', async () => {
    let resolve: (value: typeof sent) => void = () => undefined;
    const send = vi.fn<Tickets['send']>(() => new Promise((done) => (resolve = done)));
    const { box } = await renderComposer(send);
    fireEvent.change(box, { target: { value: 'Any news?' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(sendButton().textContent).toBe('Sending...'));
    expect(sendButton().disabled).toBe(true);
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(send).toHaveBeenCalledTimes(1);
    resolve(sent);
    await waitFor(() => expect(sendButton().textContent).toBe('Send'));
  });

  it('keeps the text and says why when sending fails', async () => {
    const { box } = await renderComposer(vi.fn().mockRejectedValue(new Error('offline')));
    fireEvent.change(box, { target: { value: 'Any news?' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to send message');
    expect(box.value).toBe('Any news?');
  });

  it('shows the closed state when staff closed the ticket before the reply went out', async () => {
    const get = vi
      .fn<Tickets['get']>()
      .mockResolvedValueOnce(ticket)
      .mockResolvedValue({ ...ticket, status: 'closed' });
    const { box } = await renderComposer(vi.fn().mockRejectedValue(new AppError('TICKET_CLOSED')), get);
    fireEvent.change(box, { target: { value: 'Any news?' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(await screen.findByText('This ticket is closed')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Message' })).toBeNull();
    expect(get).toHaveBeenCalledTimes(2);
  });

  it("shows the server's refusal while the ticket is still open", async () => {
    const { box } = await renderComposer(vi.fn().mockRejectedValue(new AppError('TICKET_CLOSED')));
    fireEvent.change(box, { target: { value: 'Any news?' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This ticket is closed. Please open a new ticket.',
    );
  });
});
