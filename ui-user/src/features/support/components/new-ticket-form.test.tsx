import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppError } from '@tradesim/core';
import type { TradesimClient } from '@tradesim/sdk';
import { afterEach, describe, expect, it, type Mock, vi } from 'vitest';
import { fakeSdk } from '../../../test/fake-sdk.js';
import { ticketFixture } from '../../../test/fixtures.js';
import { renderPage } from '../../../test/render.js';
import { TicketsPage } from './tickets-page.js';

type Tickets = TradesimClient['support']['tickets'];

afterEach(cleanup);

const { messages: _messages, ...created } = ticketFixture({ id: '00000000-0000-4000-8000-0000000000b9' });

function renderForm(create: Mock<Tickets['create']> = vi.fn<Tickets['create']>().mockResolvedValue(created)) {
  const list = vi.fn<Tickets['list']>().mockResolvedValue({ items: [] });
  const sdk = fakeSdk({ support: { tickets: { list, create } } });
  renderPage(<TicketsPage />, { sdk, path: '/support', state: { newTicket: true } });
  return { create, list };
}

const subject = () => screen.getByLabelText('Subject');
const description = () => screen.getByLabelText('Description');
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Create ticket' }));

describe('the New ticket form', () => {
  it('opens from the header button, focuses the subject and closes on Cancel', async () => {
    const list = vi.fn<Tickets['list']>().mockResolvedValue({ items: [] });
    renderPage(<TicketsPage />, { sdk: fakeSdk({ support: { tickets: { list } } }), path: '/support' });
    fireEvent.click(screen.getByRole('button', { name: 'New ticket' }));
    await waitFor(() => expect(document.activeElement).toBe(subject()));
    expect(screen.queryByRole('button', { name: 'New ticket' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByLabelText('Subject')).toBeNull();
    expect(await screen.findByText('No support tickets yet')).toBeTruthy();
  });

  it('requires a subject and a description (blank after trimming counts as missing)', async () => {
    const { create } = renderForm();
    submit();
    expect(await screen.findByText('Subject is required')).toBeTruthy();
    expect(screen.getByText('Description is required')).toBeTruthy();
    fireEvent.change(subject(), { target: { value: '   ' } });
    fireEvent.change(description(), { target: { value: ' \n ' } });
    submit();
    expect(await screen.findByText('Subject is required')).toBeTruthy();
    expect(screen.getByText('Description is required')).toBeTruthy();
    expect(subject().getAttribute('aria-invalid')).toBe('true');
    expect(create).not.toHaveBeenCalled();
  });

  it('limits the subject to 200 characters and the description to 1000', async () => {
    const { create } = renderForm();
    fireEvent.change(subject(), { target: { value: 's'.repeat(201) } });
    fireEvent.change(description(), { target: { value: 'd'.repeat(1001) } });
    submit();
    expect(await screen.findByText('Must be at most 200 characters')).toBeTruthy();
    expect(screen.getByText('Description must be 1000 characters or fewer')).toBeTruthy();
    expect(create).not.toHaveBeenCalled();
  });

  it('creates the ticket with the chosen category and priority, then opens it', async () => {
    const { create } = renderForm();
    const user = userEvent.setup();
    await user.type(subject(), '  Deposit not credited ');
    await user.type(description(), 'Sent 100 USDT an hour ago.');
    expect((screen.getByLabelText('Category') as HTMLSelectElement).value).toBe('general');
    expect((screen.getByLabelText('Priority') as HTMLSelectElement).value).toBe('medium');
    await user.selectOptions(screen.getByLabelText('Category'), 'Billing');
    await user.selectOptions(screen.getByLabelText('Priority'), 'Urgent');
    submit();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(`/support/${created.id}`));
    expect(create).toHaveBeenCalledWith({
      subject: 'Deposit not credited',
      description: 'Sent 100 USDT an hour ago.',
      category: 'billing',
      priority: 'urgent',
    });
  });

  it("puts the server's field verdicts under their fields", async () => {
    const refusal = new AppError('VALIDATION_FAILED', 'Must not contain NUL characters', {
      fields: { subject: 'Must not contain NUL characters' },
    });
    renderForm(vi.fn().mockRejectedValue(refusal));
    fireEvent.change(subject(), { target: { value: 'Help' } });
    fireEvent.change(description(), { target: { value: 'Please' } });
    submit();
    await waitFor(() => expect(subject().getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText('Must not contain NUL characters')).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'New ticket' })).toBeTruthy();
  });

  it('says the ticket could not be created and keeps what was typed', async () => {
    const create = vi
      .fn<Tickets['create']>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(created);
    renderForm(create);
    fireEvent.change(subject(), { target: { value: 'Help' } });
    fireEvent.change(description(), { target: { value: 'Please' } });
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to create ticket');
    expect((subject() as HTMLInputElement).value).toBe('Help');
    submit();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(`/support/${created.id}`));
  });

  it('disables Create while the ticket is being created', async () => {
    let resolve: (value: typeof created) => void = () => undefined;
    renderForm(vi.fn<Tickets['create']>(() => new Promise((done) => (resolve = done))));
    fireEvent.change(subject(), { target: { value: 'Help' } });
    fireEvent.change(description(), { target: { value: 'Please' } });
    submit();
    const busy = await screen.findByRole('button', { name: 'Creating...' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    resolve(created);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(`/support/${created.id}`));
  });
});
