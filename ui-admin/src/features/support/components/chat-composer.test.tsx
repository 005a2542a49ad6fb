import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppError } from '@tradesim/core';
import { afterEach, describe, expect, it, type Mock, vi } from 'vitest';
import {
  chatCounter,
  conversation,
  renderChat,
  replyBox,
  sendButton,
  sentReply,
  ticketId,
  toastText,
} from '../test/support-harness.js';

afterEach(cleanup);

describe('the reply composer', () => {
  const renderComposer = (send: Mock, get: Mock = vi.fn().mockResolvedValue(conversation)) => {
    renderChat({ tickets: { get, send } });
    return { get, send };
  };

  it('sends the trimmed reply on Enter, shows it and empties the box', async () => {
    const { send, get } = renderComposer(vi.fn().mockResolvedValue(sentReply));
    const box = await replyBox();
    expect(sendButton().disabled).toBe(true);
    // The refetch after sending never answers: the reply shows, and the box empties, all the same.
    get.mockImplementation(() => new Promise(() => undefined));
    fireEvent.change(box, { target: { value: '  Your deposit is approved.  ' } });
    expect(chatCounter()).toBe('25/1000');
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(send).toHaveBeenCalledWith(ticketId, 'Your deposit is approved.'));
    expect(await screen.findByText('Your deposit is approved.')).toBeTruthy();
    await waitFor(() => expect(box.value).toBe(''));
    expect(chatCounter()).toBe('0/1000');
    expect(screen.getByTestId('message-count').textContent).toBe('3 messages');
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('adds a line on Shift+Enter instead of sending', async () => {
    const { send } = renderComposer(vi.fn().mockResolvedValue(sentReply));
    const box = await replyBox();
    await userEvent.type(box, 'Line one{Shift>}{Enter}{/Shift}Line two');
    expect(box.value).toBe('Line one\nLine two');
    expect(send).not.toHaveBeenCalled();
  });

  it('refuses a blank reply with "Message cannot be empty"', async () => {
    const { send } = renderComposer(vi.fn().mockResolvedValue(sentReply));
    const box = await replyBox();
    fireEvent.change(box, { target: { value: '   ' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(await screen.findByText('Message cannot be empty')).toBeTruthy();
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(send).not.toHaveBeenCalled();
  });

  it('enforces the 1000-character limit live, and never sends past it', async () => {
    const { send } = renderComposer(vi.fn().mockResolvedValue(sentReply));
    const box = await replyBox();
    fireEvent.change(box, { target: { value: 'x'.repeat(1000) } });
    expect(chatCounter()).toBe('1000/1000');
    expect(screen.queryByText('Message must be 1000 characters or fewer')).toBeNull();
    expect(sendButton().disabled).toBe(false);
    fireEvent.change(box, { target: { value: 'x'.repeat(1001) } });
    expect(chatCounter()).toBe('1001/1000');
    expect(screen.getByText('Message must be 1000 characters or fewer')).toBeTruthy();
    expect(sendButton().disabled).toBe(true);
    fireEvent.keyDown(box, { key: 'Enter' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(send).not.toHaveBeenCalled();
  });

  it('never sends twice while a reply is on its way', async () => {
    let finish: (value: unknown) => void = () => undefined;
    const { send } = renderComposer(vi.fn(() => new Promise((resolve) => (finish = resolve))));
    const box = await replyBox();
    fireEvent.change(box, { target: { value: 'Hello' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(sendButton().textContent).toBe('Sending...'));
    expect(sendButton().disabled).toBe(true);
    fireEvent.keyDown(box, { key: 'Enter' });
    fireEvent.click(sendButton());
    finish(sentReply);
    await waitFor(() => expect(sendButton().textContent).toBe('Send'));
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('shows "Failed to send message" in a toast and keeps the text to try again', async () => {
    renderComposer(vi.fn().mockRejectedValue(new TypeError('network')));
    const box = await replyBox();
    fireEvent.change(box, { target: { value: 'Hello' } });
    fireEvent.click(sendButton());
    expect(await toastText()).toBe('Failed to send message');
    expect(box.value).toBe('Hello');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('uses the server’s message for a refused reply', async () => {
    renderComposer(vi.fn().mockRejectedValue(new AppError('TICKET_NOT_FOUND', 'Ticket not found')));
    const box = await replyBox();
    fireEvent.change(box, { target: { value: 'Hello' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(await toastText()).toBe('Ticket not found');
  });
});

describe('the canned responses', () => {
  const responses = [
    {
      id: '00000000-0000-4000-8000-0000000000e1',
      title: 'Deposit under review',
      message: 'We review deposits in order.',
      category: 'billing',
    },
    {
      id: '00000000-0000-4000-8000-0000000000e2',
      title: 'Withdrawal timing',
      message: 'Withdrawals take 1-3 days.',
      category: 'billing',
    },
  ];

  it('puts the picked response into the reply box, where the cursor is', async () => {
    const list = vi.fn().mockResolvedValue({ items: responses });
    renderChat({ tickets: { get: vi.fn().mockResolvedValue(conversation) }, responses: list });
    const box = await replyBox();
    fireEvent.change(box, { target: { value: 'Hi Ada,' } });
    box.setSelectionRange(7, 7);
    fireEvent.click(screen.getByRole('button', { name: 'Canned responses' }));
    const picker = within(await screen.findByRole('list', { name: 'Canned responses' }));
    expect(picker.getAllByRole('button').map((button) => button.firstChild?.textContent)).toEqual([
      'Deposit under review',
      'Withdrawal timing',
    ]);
    fireEvent.click(picker.getByRole('button', { name: /Withdrawal timing/ }));
    expect(box.value).toBe('Hi Ada, Withdrawals take 1-3 days.');
    expect(chatCounter()).toBe('34/1000');
    expect(screen.queryByRole('list', { name: 'Canned responses' })).toBeNull();
    expect(list).toHaveBeenCalledTimes(1);
  });

  it('shows "Failed to fetch responses" when they fail, and Retry asks again', async () => {
    const list = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('network'))
      .mockResolvedValue({ items: responses });
    renderChat({ tickets: { get: vi.fn().mockResolvedValue(conversation) }, responses: list });
    await replyBox();
    fireEvent.click(screen.getByRole('button', { name: 'Canned responses' }));
    expect(await screen.findByText('Failed to fetch responses')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: /Deposit under review/ })).toBeTruthy();
  });

  it('says when there are none', async () => {
    const list = vi.fn().mockResolvedValue({ items: [] });
    renderChat({ tickets: { get: vi.fn().mockResolvedValue(conversation) }, responses: list });
    await replyBox();
    fireEvent.click(screen.getByRole('button', { name: 'Canned responses' }));
    expect(await screen.findByText('No canned responses')).toBeTruthy();
  });
});
