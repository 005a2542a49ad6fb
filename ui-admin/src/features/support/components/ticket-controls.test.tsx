import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TicketDetail } from '@tradesim/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminFixture, adminUserDetailsFixture } from '../../../test/fixtures.js';
import { chat, conversation, renderChat, ticketId, toastText } from '../test/support-harness.js';

afterEach(cleanup);

describe('the ticket controls', () => {
  const select = async (label: string) => (await chat().findByLabelText(label)) as HTMLSelectElement;

  /** A ticket the fake server keeps: an accepted change is what the next read returns. */
  function ticketServer(outcomes: ('ok' | Error)[]) {
    let state: TicketDetail = conversation;
    const get = vi.fn(async () => state);
    const update = vi.fn(async (_id: string, change: Partial<TicketDetail>) => {
      const outcome = outcomes.shift() ?? 'ok';
      if (outcome !== 'ok') throw outcome;
      state = { ...state, ...change };
      const { messages: _messages, ...ticket } = state;
      return ticket;
    });
    return { get, update };
  }

  it('sets any status, and the header follows', async () => {
    const { get, update } = ticketServer(['ok']);
    renderChat({ tickets: { get, update } });
    fireEvent.change(await select('Status'), { target: { value: 'resolved' } });
    await waitFor(() => expect(update).toHaveBeenCalledWith(ticketId, { status: 'resolved' }));
    const header = within(screen.getByTestId('chat-header'));
    expect(await header.findByText('Resolved', { selector: '[data-status]' })).toBeTruthy();
    expect((await select('Status')).value).toBe('resolved');
  });

  it('shows "Failed to update ticket status" and puts the old status back', async () => {
    const { get, update } = ticketServer([new TypeError('network')]);
    renderChat({ tickets: { get, update } });
    fireEvent.change(await select('Status'), { target: { value: 'closed' } });
    expect(await toastText()).toBe('Failed to update ticket status');
    expect((await select('Status')).value).toBe('open');
  });

  it('sets the priority, and says so when that fails', async () => {
    const { get, update } = ticketServer(['ok', new TypeError('network')]);
    renderChat({ tickets: { get, update } });
    fireEvent.change(await select('Priority'), { target: { value: 'urgent' } });
    await waitFor(() => expect(update).toHaveBeenCalledWith(ticketId, { priority: 'urgent' }));
    await waitFor(async () => expect((await select('Priority')).value).toBe('urgent'));
    fireEvent.change(await select('Priority'), { target: { value: 'low' } });
    expect(await toastText()).toBe('Failed to update ticket priority');
    expect((await select('Priority')).value).toBe('urgent');
  });

  it('assigns the ticket to the signed-in admin, and unassigns it', async () => {
    const me = adminFixture().id;
    const { get, update } = ticketServer(['ok', 'ok']);
    renderChat({ tickets: { get, update } });
    const assignee = await select('Assigned to');
    expect(assignee.value).toBe('');
    await within(assignee).findByRole('option', { name: 'Me (Grace Hopper)' });
    fireEvent.change(assignee, { target: { value: me } });
    await waitFor(() => expect(update).toHaveBeenCalledWith(ticketId, { assignedAdmin: me }));
    await waitFor(async () => expect((await select('Assigned to')).value).toBe(me));
    fireEvent.change(await select('Assigned to'), { target: { value: '' } });
    await waitFor(() => expect(update).toHaveBeenLastCalledWith(ticketId, { assignedAdmin: null }));
    await waitFor(async () => expect((await select('Assigned to')).value).toBe(''));
  });

  it('shows "Failed to assign ticket" when assigning fails', async () => {
    const { get, update } = ticketServer([new TypeError('network')]);
    renderChat({ tickets: { get, update } });
    const assignee = await select('Assigned to');
    await within(assignee).findByRole('option', { name: 'Me (Grace Hopper)' });
    fireEvent.change(assignee, { target: { value: adminFixture().id } });
    expect(await toastText()).toBe('Failed to assign ticket');
    expect((await select('Assigned to')).value).toBe('');
  });

  it('names another admin the ticket is assigned to', async () => {
    const other = '00000000-0000-4000-8000-00000000ad02';
    const get = vi
      .fn()
      .mockResolvedValue(adminUserDetailsFixture({ id: other, displayName: 'Linus Torvalds' }));
    renderChat(
      { tickets: { get: vi.fn().mockResolvedValue({ ...conversation, assignedAdmin: other }) } },
      { users: { get } },
    );
    const assignee = await select('Assigned to');
    expect(await within(assignee).findByRole('option', { name: 'Linus Torvalds' })).toBeTruthy();
    expect(assignee.value).toBe(other);
    expect(get).toHaveBeenCalledWith(other);
  });
});
