import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppError, adminScreenMessages, validationMessages } from '@tradesim/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeSdk } from '../../../test/fake-sdk.js';
import { adminDurationFixture } from '../../../test/fixtures.js';
import { renderPage } from '../../../test/render.js';
import { DurationsPage } from './durations-page.js';

afterEach(cleanup);

const fiveHours = adminDurationFixture();
const oneDay = adminDurationFixture({
  id: '00000000-0000-4000-8000-0000000000d2',
  label: '1 day',
  hours: 24,
  maxReturnPercent: '6',
});
const week = adminDurationFixture({
  id: '00000000-0000-4000-8000-0000000000d3',
  label: '1 week',
  hours: 168,
  maxReturnPercent: '15.5',
  isActive: false,
});

const renderDurations = (durations: Record<string, unknown>) => {
  const sdk = fakeSdk({ admin: { durations } });
  renderPage(<DurationsPage />, { sdk, path: '/settings/durations' });
  return sdk;
};
const listing = (...items: (typeof fiveHours)[]) => vi.fn().mockResolvedValue({ items });
const row = (label: string) => screen.getByRole('rowheader', { name: label }).closest('tr') as HTMLElement;
const fieldError = (input: HTMLElement) =>
  document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent;

describe('the investment durations list', () => {
  it('shows a spinner while the list loads, under the title', async () => {
    renderDurations({ list: () => new Promise(() => undefined) });
    expect(screen.getByRole('heading', { level: 1, name: 'Investment Durations' })).toBeTruthy();
    expect((await screen.findByRole('status')).textContent).toBe('Loading investment durations...');
  });

  it('lists every duration with its hours, return and status; inactive ones say so', async () => {
    renderDurations({ list: listing(fiveHours, oneDay, week) });
    await screen.findByRole('table', { name: 'Investment durations' });
    expect(
      within(row('5 hours'))
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['5', '2.500%', 'Active', 'EditDeactivateDelete']);
    expect(within(row('1 week')).getByText('Inactive')).toBeTruthy();
    expect(within(row('1 week')).getByText('168')).toBeTruthy();
    expect(within(row('1 week')).getByRole('button', { name: 'Activate 1 week' })).toBeTruthy();
    expect(row('1 week').className).toMatch(/dimmed/);
    expect(row('5 hours').className).not.toMatch(/dimmed/);
  });

  it('shows the empty state, whose button opens the add form', async () => {
    renderDurations({ list: listing() });
    expect(await screen.findByText('No Investment Durations')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add First Duration' }));
    expect(screen.getByRole('form', { name: 'Add Investment Duration' })).toBeTruthy();
    expect(screen.queryByText('No Investment Durations')).toBeNull();
  });

  it('says the list failed with the server’s reason, and Retry asks again', async () => {
    const list = vi
      .fn()
      .mockRejectedValueOnce(new AppError('SERVICE_UNAVAILABLE', 'Service unavailable'))
      .mockResolvedValue({ items: [fiveHours] });
    renderDurations({ list });
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Error: Failed to load investment durations: Service unavailable',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('rowheader', { name: '5 hours' })).toBeTruthy();
    expect(list).toHaveBeenCalledTimes(2);
  });

  it('falls back to the spec’s text when the server was not reached', async () => {
    renderDurations({ list: vi.fn().mockRejectedValue(new TypeError('network')) });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Error: Failed to load investment durations' + 'Retry',
    );
  });
});

describe('adding a duration', () => {
  const openForm = async () => {
    fireEvent.click(await screen.findByRole('button', { name: 'Add Duration' }));
    const form = screen.getByRole('form', { name: 'Add Investment Duration' });
    return {
      form,
      label: within(form).getByLabelText('Label'),
      hours: within(form).getByLabelText('Hours'),
      percent: within(form).getByLabelText('Max return (%)'),
      submit: () => fireEvent.click(within(form).getByRole('button', { name: 'Add Duration' })),
    };
  };

  it('asks for every field: "Please fill in all fields with valid values"', async () => {
    const create = vi.fn();
    renderDurations({ list: listing(fiveHours), create });
    const { label, hours, percent, submit } = await openForm();
    submit();
    await waitFor(() => expect(fieldError(label)).toBe(validationMessages.durationFieldsInvalid));
    expect(fieldError(hours)).toBe(validationMessages.durationFieldsInvalid);
    expect(fieldError(percent)).toBe(validationMessages.durationFieldsInvalid);
    expect(create).not.toHaveBeenCalled();
  });

  it('refuses zero or negative hours and percent, and part hours', async () => {
    const create = vi.fn();
    renderDurations({ list: listing(fiveHours), create });
    const { label, hours, percent, submit } = await openForm();
    const user = userEvent.setup();
    await user.type(label, '2 hours');
    await user.type(hours, '0');
    await user.type(percent, '-1');
    submit();
    await waitFor(() => expect(fieldError(hours)).toBe(validationMessages.durationNotPositive));
    expect(fieldError(percent)).toBe(validationMessages.durationNotPositive);
    await user.clear(hours);
    await user.type(hours, '1.5');
    await user.clear(percent);
    await user.type(percent, '2.5');
    submit();
    await waitFor(() => expect(fieldError(hours)).toBe(validationMessages.durationHoursWhole));
    expect(fieldError(percent)).toBeUndefined();
    expect(create).not.toHaveBeenCalled();
  });

  it('adds it, says so, closes the form and reloads the list', async () => {
    const twelve = adminDurationFixture({
      id: '00000000-0000-4000-8000-0000000000d9',
      label: '12 hours',
      hours: 12,
    });
    const list = vi
      .fn()
      .mockResolvedValueOnce({ items: [fiveHours] })
      .mockResolvedValue({ items: [fiveHours, twelve] });
    const create = vi.fn().mockResolvedValue(twelve);
    renderDurations({ list, create });
    const { label, hours, percent, form } = await openForm();
    const user = userEvent.setup();
    await user.type(label, '12 hours');
    await user.type(hours, '12');
    await user.type(percent, '4.5');
    await user.click(within(form).getByRole('checkbox', { name: /Active/ }));
    await user.click(within(form).getByRole('button', { name: 'Add Duration' }));
    await waitFor(() =>
      expect(create).toHaveBeenCalledWith({
        label: '12 hours',
        hours: 12,
        maxReturnPercent: '4.5',
        isActive: false,
      }),
    );
    expect((await screen.findByRole('status')).textContent).toBe('12 hours added');
    expect(screen.queryByRole('form', { name: 'Add Investment Duration' })).toBeNull();
    expect(await screen.findByRole('rowheader', { name: '12 hours' })).toBeTruthy();
    expect(list).toHaveBeenCalledTimes(2);
  });

  it('puts the server’s field message under its input and the failure in a dismissible banner', async () => {
    const create = vi.fn().mockRejectedValue(
      new AppError('VALIDATION_FAILED', 'Some fields are invalid', {
        fields: { maxReturnPercent: 'Return percentage must be at most 1000' },
      }),
    );
    renderDurations({ list: listing(fiveHours), create });
    const { label, hours, percent, submit } = await openForm();
    fireEvent.change(label, { target: { value: 'Long' } });
    fireEvent.change(hours, { target: { value: '5' } });
    fireEvent.change(percent, { target: { value: '999' } });
    submit();
    const banner = await screen.findByText(adminScreenMessages.addDurationFailed);
    expect(banner.closest('[role="alert"]')?.textContent).toContain('Some fields are invalid');
    expect(fieldError(percent)).toBe('Return percentage must be at most 1000');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText(adminScreenMessages.addDurationFailed)).toBeNull();
  });

  it('says "Failed to add investment duration" when the server was not reached', async () => {
    const create = vi.fn().mockRejectedValue(new TypeError('network'));
    renderDurations({ list: listing(fiveHours), create });
    const { label, hours, percent, submit } = await openForm();
    fireEvent.change(label, { target: { value: '2 hours' } });
    fireEvent.change(hours, { target: { value: '2' } });
    fireEvent.change(percent, { target: { value: '1' } });
    submit();
    const banner = (await screen.findByText(adminScreenMessages.addDurationFailed)).closest('[role="alert"]');
    expect(banner?.textContent).toContain('Please try again.');
  });

  it('closes without adding on Cancel', async () => {
    const create = vi.fn();
    renderDurations({ list: listing(fiveHours), create });
    const { form } = await openForm();
    fireEvent.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form', { name: 'Add Investment Duration' })).toBeNull();
    expect(create).not.toHaveBeenCalled();
  });
});

describe('editing a duration in place', () => {
  it('saves the label, hours and percent (not the status) and says so', async () => {
    const saved = { ...fiveHours, label: '6 hours', hours: 6 };
    const list = vi
      .fn()
      .mockResolvedValueOnce({ items: [fiveHours, oneDay] })
      .mockResolvedValue({ items: [saved, oneDay] });
    const update = vi.fn().mockResolvedValue(saved);
    renderDurations({ list, update });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit 5 hours' }));
    const form = screen.getByRole('form', { name: 'Edit 5 hours' });
    const label = screen.getByLabelText('Label') as HTMLInputElement;
    expect(label.value).toBe('5 hours');
    expect((screen.getByLabelText('Hours') as HTMLInputElement).value).toBe('5');
    expect((screen.getByLabelText('Max return (%)') as HTMLInputElement).value).toBe('2.500');
    fireEvent.change(label, { target: { value: '6 hours' } });
    fireEvent.change(screen.getByLabelText('Hours'), { target: { value: '6' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(update).toHaveBeenCalledWith(fiveHours.id, {
        label: '6 hours',
        hours: 6,
        maxReturnPercent: '2.500',
      }),
    );
    expect((await screen.findByRole('status')).textContent).toBe('6 hours saved');
    expect(await screen.findByRole('rowheader', { name: '6 hours' })).toBeTruthy();
    expect(screen.queryByRole('form', { name: /^Edit/ })).toBeNull();
  });

  it('edits one row at a time', async () => {
    renderDurations({ list: listing(fiveHours, oneDay) });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit 5 hours' }));
    fireEvent.click(screen.getByRole('button', { name: 'Edit 1 day' }));
    expect(screen.getByRole('form', { name: 'Edit 1 day' })).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Edit 5 hours' })).toBeNull();
    expect(screen.getAllByLabelText('Label')).toHaveLength(1);
  });

  it('checks the edit with the same rules, and Enter saves', async () => {
    const update = vi.fn();
    renderDurations({ list: listing(fiveHours), update });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit 5 hours' }));
    const hours = screen.getByLabelText('Hours');
    const user = userEvent.setup();
    await user.clear(hours);
    await user.type(hours, '2.5{Enter}');
    await waitFor(() => expect(fieldError(hours)).toBe(validationMessages.durationHoursWhole));
    await user.clear(screen.getByLabelText('Label'));
    await user.type(hours, '{Enter}');
    await waitFor(() =>
      expect(fieldError(screen.getByLabelText('Label'))).toBe(validationMessages.durationFieldsInvalid),
    );
    expect(update).not.toHaveBeenCalled();
  });

  it('cancels (by button or Escape) and reloads the list', async () => {
    const list = listing(fiveHours);
    const update = vi.fn();
    renderDurations({ list, update });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit 5 hours' }));
    fireEvent.change(screen.getByLabelText('Label'), { target: { value: 'Changed' } });
    fireEvent.click(
      within(screen.getByRole('form', { name: 'Edit 5 hours' })).getByRole('button', { name: 'Cancel' }),
    );
    expect(screen.queryByRole('form', { name: 'Edit 5 hours' })).toBeNull();
    expect(screen.getByRole('rowheader', { name: '5 hours' })).toBeTruthy();
    await waitFor(() => expect(list).toHaveBeenCalledTimes(2));
    fireEvent.click(screen.getByRole('button', { name: 'Edit 5 hours' }));
    fireEvent.keyDown(screen.getByLabelText('Hours'), { key: 'Escape' });
    expect(screen.queryByRole('form', { name: 'Edit 5 hours' })).toBeNull();
    await waitFor(() => expect(list).toHaveBeenCalledTimes(3));
    expect(update).not.toHaveBeenCalled();
  });

  it('keeps the row open and shows "Failed to update investment duration" when saving fails', async () => {
    const update = vi
      .fn()
      .mockRejectedValue(new AppError('DURATION_NOT_FOUND', 'Investment duration not found'));
    renderDurations({ list: listing(fiveHours), update });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit 5 hours' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const banner = (await screen.findByText(adminScreenMessages.updateDurationFailed)).closest(
      '[role="alert"]',
    );
    expect(banner?.textContent).toContain('Investment duration not found');
    expect(screen.getByRole('form', { name: 'Edit 5 hours' })).toBeTruthy();
  });
});

describe('activating and deactivating', () => {
  it('deactivates an active duration and activates an inactive one', async () => {
    const update = vi
      .fn()
      .mockResolvedValueOnce({ ...fiveHours, isActive: false })
      .mockResolvedValueOnce({ ...week, isActive: true });
    renderDurations({ list: listing(fiveHours, week), update });
    fireEvent.click(await screen.findByRole('button', { name: 'Deactivate 5 hours' }));
    await waitFor(() => expect(update).toHaveBeenCalledWith(fiveHours.id, { isActive: false }));
    expect((await screen.findByRole('status')).textContent).toBe('5 hours is now inactive');
    fireEvent.click(screen.getByRole('button', { name: 'Activate 1 week' }));
    await waitFor(() => expect(update).toHaveBeenCalledWith(week.id, { isActive: true }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('1 week is now active'));
  });

  it('shows the failure in the banner', async () => {
    const update = vi.fn().mockRejectedValue(new TypeError('network'));
    renderDurations({ list: listing(fiveHours), update });
    fireEvent.click(await screen.findByRole('button', { name: 'Deactivate 5 hours' }));
    expect(await screen.findByText(adminScreenMessages.updateDurationFailed)).toBeTruthy();
  });
});

describe('deleting a duration', () => {
  it('asks first, with the spec’s question, and deletes on confirmation', async () => {
    const list = vi
      .fn()
      .mockResolvedValueOnce({ items: [fiveHours, oneDay] })
      .mockResolvedValue({ items: [oneDay] });
    const remove = vi.fn().mockResolvedValue(undefined);
    renderDurations({ list, remove });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete 5 hours' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete investment duration' });
    expect(dialog.textContent).toContain(adminScreenMessages.deleteDurationConfirm);
    expect(dialog.textContent).toContain('5 hours');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith(fiveHours.id));
    expect((await screen.findByRole('status')).textContent).toBe('5 hours deleted');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: '5 hours' })).toBeNull());
  });

  it('does nothing on Cancel', async () => {
    const remove = vi.fn();
    renderDurations({ list: listing(fiveHours), remove });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete 5 hours' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(remove).not.toHaveBeenCalled();
  });

  it('shows the server’s message for a duration in use, and deactivates it instead', async () => {
    const inUse = new AppError('DURATION_IN_USE');
    const remove = vi.fn().mockRejectedValue(inUse);
    const update = vi.fn().mockResolvedValue({ ...fiveHours, isActive: false });
    renderDurations({ list: listing(fiveHours), remove, update });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete 5 hours' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain(adminScreenMessages.deleteDurationFailed);
    expect(alert.textContent).toContain(
      'This duration is used by investments and cannot be deleted. Deactivate it instead.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deactivate instead' }));
    await waitFor(() => expect(update).toHaveBeenCalledWith(fiveHours.id, { isActive: false }));
    expect((await screen.findByRole('status')).textContent).toBe('5 hours is now inactive');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says an inactive duration in use is already out of users’ reach', async () => {
    renderDurations({
      list: listing(week),
      remove: vi.fn().mockRejectedValue(new AppError('DURATION_IN_USE')),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete 1 week' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByText(/already inactive/)).toBeTruthy();
    expect((within(dialog).getByRole('button', { name: 'Delete' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('says "Failed to delete investment duration" for any other failure', async () => {
    renderDurations({
      list: listing(fiveHours),
      remove: vi.fn().mockRejectedValue(new TypeError('network')),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete 5 hours' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      adminScreenMessages.deleteDurationFailed,
    );
    expect(within(dialog).queryByRole('button', { name: 'Deactivate instead' })).toBeNull();
  });
});
