import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AppError, auditActions, formerAuditActions } from '@tradesim/core';
import { formatDateTime } from '@tradesim/ui-kit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeSdk } from '../../../test/fake-sdk.js';
import { adminFixture, auditEntryFixture } from '../../../test/fixtures.js';
import { renderPage } from '../../../test/render.js';
import { AuditLogPage } from './audit-log-page.js';

afterEach(cleanup);

const durationEdit = auditEntryFixture();
const ban = auditEntryFixture({
  id: '00000000-0000-4000-8000-0000000000aa',
  actorId: '00000000-0000-4000-8000-00000000ad02',
  actorEmail: 'linus@tradesim.test',
  action: 'BAN_USER',
  tableName: 'profiles',
  recordId: '00000000-0000-4000-8000-000000000001',
  targetLabel: 'ada@example.com',
  oldValues: { isBanned: false },
  newValues: { isBanned: true, reason: 'Chargeback fraud' },
  ipAddress: null,
  userAgent: null,
  createdAt: '2026-11-22T07:00:00.000Z',
});
const priceUpdate = auditEntryFixture({
  id: '00000000-0000-4000-8000-0000000000ab',
  actorId: null,
  actorType: 'system',
  actorEmail: null,
  action: 'UPDATE_ASSET_PRICES',
  tableName: 'assets',
  recordId: null,
  targetLabel: null,
  oldValues: null,
  newValues: null,
  ipAddress: null,
  userAgent: null,
});
/** A failed sign-in to an address that is no staff account: nobody proven did it. */
const strangerSignIn = auditEntryFixture({
  id: '00000000-0000-4000-8000-0000000000ac',
  actorId: null,
  actorType: 'anonymous',
  actorEmail: null,
  action: 'STAFF_SIGN_IN_FAILED',
  tableName: 'profiles',
  recordId: null,
  targetLabel: null,
  oldValues: null,
  newValues: { reason: 'not_staff' },
});
/** An owner's role change, carried out by the second owner's approval. */
const roleChange = auditEntryFixture({
  id: '00000000-0000-4000-8000-0000000000ad',
  action: 'STAFF_ROLE_CHANGED',
  tableName: 'profiles',
  recordId: '00000000-0000-4000-8000-00000000ad02',
  targetLabel: 'linus@tradesim.test',
  oldValues: { role: 'finance' },
  newValues: { role: 'support', requestedBy: '00000000-0000-4000-8000-00000000ad03' },
});

const page = (
  items: (typeof durationEdit)[],
  extra: { nextCursor?: string | null; total?: number } = {},
) => ({
  items,
  nextCursor: extra.nextCursor ?? null,
  total: extra.total ?? items.length,
});

const renderAudit = (
  list: (...args: never[]) => unknown,
  url = '/audit-log',
  exportCsv: (...args: never[]) => unknown = vi.fn(),
) => {
  const sdk = fakeSdk({ admin: { audit: { list, exportCsv } } });
  const result = renderPage(<AuditLogPage />, { sdk, path: '/audit-log', url });
  return { ...result, sdk };
};
/** An action code (it may wrap after underscores, so its text is split into parts). */
const isCode = (name: string) => (_: string, element: Element | null) =>
  element?.tagName === 'CODE' && element.textContent === name;
const findCode = (name: string) => screen.findByText(isCode(name));
const getCode = (name: string) => screen.getByText(isCode(name));
const rowOf = (action: string) => getCode(action).closest('tr') as HTMLElement;
const select = (label: string) => screen.getByLabelText(label) as HTMLSelectElement;

describe('the audit log', () => {
  it('shows a spinner while the entries load', async () => {
    renderAudit(() => new Promise(() => undefined));
    expect(screen.getByRole('heading', { level: 1, name: 'Audit Log' })).toBeTruthy();
    expect((await screen.findByRole('status')).textContent).toBe('Loading the audit log...');
  });

  it('says the load failed, and Retry asks again', async () => {
    const list = vi
      .fn()
      .mockRejectedValueOnce(new AppError('SERVICE_UNAVAILABLE', 'Service unavailable'))
      .mockResolvedValue(page([durationEdit]));
    renderAudit(list);
    expect((await screen.findByRole('alert')).textContent).toContain('Error: Service unavailable');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await findCode('UPDATE_DURATION')).toBeTruthy();
    expect(list).toHaveBeenCalledTimes(2);
  });

  it('falls back to its own text when the server was not reached', async () => {
    renderAudit(vi.fn().mockRejectedValue(new TypeError('network')));
    expect((await screen.findByRole('alert')).textContent).toContain('Error: Failed to load the audit log');
  });

  it('says when there is nothing yet', async () => {
    renderAudit(vi.fn().mockResolvedValue(page([])));
    expect(await screen.findByText('No audit entries yet')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  });

  it('lists each entry’s time, actor, action, table, record and ip, newest first', async () => {
    const list = vi.fn().mockResolvedValue(page([durationEdit, ban, priceUpdate], { total: 3 }));
    renderAudit(list);
    await screen.findByRole('table', { name: 'Audit log entries, newest first' });
    expect(list).toHaveBeenCalledWith({ limit: 50 });
    expect(
      within(rowOf('UPDATE_DURATION'))
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      formatDateTime(durationEdit.createdAt),
      'grace@tradesim.test',
      'UPDATE_DURATION',
      'Investment durationsinvestment_durations',
      '5 hours00000000…',
      '203.0.113.7',
      'Details',
    ]);
    expect(within(rowOf('BAN_USER')).getByText('linus@tradesim.test')).toBeTruthy();
    expect(within(rowOf('UPDATE_ASSET_PRICES')).getByText('System')).toBeTruthy();
    expect(within(rowOf('UPDATE_ASSET_PRICES')).getByText('Scheduled job')).toBeTruthy();
    expect(screen.getByText('Showing 3 of 3 entries')).toBeTruthy();
  });

  it('names the record beside its id, says who is anonymous, and sends a staff entry to the Staff screen', async () => {
    renderAudit(vi.fn().mockResolvedValue(page([strangerSignIn, roleChange])));
    await findCode('STAFF_SIGN_IN_FAILED');
    const stranger = within(rowOf('STAFF_SIGN_IN_FAILED'));
    expect(stranger.getByText('Anonymous')).toBeTruthy();
    expect(stranger.getByText('Not signed in')).toBeTruthy();
    const changed = rowOf('STAFF_ROLE_CHANGED');
    expect(within(changed).getByText('linus@tradesim.test')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /^Show details of STAFF_ROLE_CHANGED/ }));
    expect(screen.getByRole('link', { name: 'Open' }).getAttribute('href')).toBe('/staff');
  });

  it('offers every action core records, the security record and older names included', async () => {
    renderAudit(vi.fn().mockResolvedValue(page([durationEdit])));
    await findCode('UPDATE_DURATION');
    const offered = [...select('Action').options].map((option) => option.value);
    for (const action of [...auditActions, ...formerAuditActions]) expect(offered).toContain(action);
    expect(offered).toContain('ACCESS_DENIED');
    expect(offered).toContain('MFA_ENROLMENT_LINK_SENT');
  });

  it('opens an entry to show its values before and after, and where it came from', async () => {
    renderAudit(vi.fn().mockResolvedValue(page([durationEdit, ban])));
    const toggle = await screen.findByRole('button', { name: /^Show details of UPDATE_DURATION/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '') as HTMLElement;
    const diff = within(
      within(panel).getByRole('table', { name: 'Values before and after UPDATE_DURATION' }),
    );
    const cells = (field: string) =>
      within(diff.getByRole('rowheader', { name: field }).closest('tr') as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells('hours')).toEqual(['5', '6', 'Changed']);
    expect(cells('label')).toEqual(['"5 hours"', '"6 hours"', 'Changed']);
    expect(within(panel).getByText(durationEdit.recordId as string)).toBeTruthy();
    expect(within(panel).getByText('Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0')).toBeTruthy();
    expect(within(panel).getByRole('link', { name: 'Open' }).getAttribute('href')).toBe(
      '/settings/durations',
    );
    fireEvent.click(screen.getByRole('button', { name: /^Hide details of UPDATE_DURATION/ }));
    expect(screen.queryByRole('table', { name: 'Values before and after UPDATE_DURATION' })).toBeNull();
  });

  it('marks what was set for the first time, and links a user’s entry to that user', async () => {
    renderAudit(vi.fn().mockResolvedValue(page([ban])));
    fireEvent.click(await screen.findByRole('button', { name: /^Show details of BAN_USER/ }));
    const reason = screen.getByRole('rowheader', { name: 'reason' }).closest('tr') as HTMLElement;
    expect(
      within(reason)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Not recorded', '"Chargeback fraud"', 'Set']);
    expect(screen.getByRole('link', { name: 'Open' }).getAttribute('href')).toBe(
      '/users?user=00000000-0000-4000-8000-000000000001',
    );
    expect(screen.getAllByText('Not recorded').length).toBeGreaterThanOrEqual(3);
  });

  it('says when an entry recorded no values', async () => {
    renderAudit(vi.fn().mockResolvedValue(page([priceUpdate])));
    fireEvent.click(await screen.findByRole('button', { name: /^Show details of UPDATE_ASSET_PRICES/ }));
    expect(screen.getByText('No values were recorded for this action.')).toBeTruthy();
  });
});

describe('filtering the audit log', () => {
  it('reads its filters from the URL (a deep link)', async () => {
    const list = vi.fn().mockResolvedValue(page([ban]));
    renderAudit(list, `/audit-log?action=BAN_USER&table=profiles&actor=${ban.actorId}`);
    await screen.findByText('linus@tradesim.test', { selector: 'td' });
    expect(list).toHaveBeenCalledWith({
      action: 'BAN_USER',
      tableName: 'profiles',
      actorId: ban.actorId,
      limit: 50,
    });
    expect(select('Action').value).toBe('BAN_USER');
    expect(select('Table').value).toBe('profiles');
    expect(select('Actor').value).toBe(ban.actorId);
  });

  it('keeps the filters it changes in the URL and asks again', async () => {
    const list = vi.fn().mockResolvedValue(page([durationEdit, ban]));
    const { router } = renderAudit(list);
    await findCode('BAN_USER');
    fireEvent.change(select('Action'), { target: { value: 'UPDATE_DURATION' } });
    await waitFor(() => expect(list).toHaveBeenLastCalledWith({ action: 'UPDATE_DURATION', limit: 50 }));
    expect(router.state.location.search).toBe('?action=UPDATE_DURATION');
    fireEvent.change(select('Table'), { target: { value: 'investment_durations' } });
    await waitFor(() =>
      expect(list).toHaveBeenLastCalledWith({
        action: 'UPDATE_DURATION',
        tableName: 'investment_durations',
        limit: 50,
      }),
    );
    expect(router.state.location.search).toBe('?action=UPDATE_DURATION&table=investment_durations');
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('offers "You" and the admins seen in the log as actors', async () => {
    const list = vi.fn().mockResolvedValue(page([durationEdit, ban, priceUpdate]));
    const { router } = renderAudit(list);
    await findCode('BAN_USER');
    const options = within(select('Actor'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual(['Anyone', 'You', 'linus@tradesim.test']);
    fireEvent.change(select('Actor'), { target: { value: adminFixture().id } });
    await waitFor(() => expect(list).toHaveBeenLastCalledWith({ actorId: adminFixture().id, limit: 50 }));
    expect(router.state.location.search).toBe(`?actor=${adminFixture().id}`);
  });

  it('ignores an actor that is not an id rather than sending it', async () => {
    const list = vi.fn().mockResolvedValue(page([durationEdit]));
    renderAudit(list, '/audit-log?actor=not-an-id');
    await findCode('UPDATE_DURATION');
    expect(list).toHaveBeenCalledWith({ limit: 50 });
  });

  it('says when no entry matches, and clears the filters from there', async () => {
    const list = vi.fn().mockResolvedValue(page([]));
    const { router } = renderAudit(list, '/audit-log?action=RUN_JOB');
    expect(await screen.findByText('No entries match these filters')).toBeTruthy();
    const clears = screen.getAllByRole('button', { name: 'Clear filters' });
    fireEvent.click(clears[clears.length - 1] as HTMLElement);
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(list).toHaveBeenLastCalledWith({ limit: 50 }));
  });
});

describe('paging and live updates', () => {
  it('loads older entries with the cursor', async () => {
    const list = vi
      .fn()
      .mockResolvedValueOnce(page([durationEdit], { nextCursor: 'cursor-1', total: 2 }))
      .mockResolvedValueOnce(page([ban], { total: 2 }));
    renderAudit(list);
    expect(await screen.findByText('Showing 1 of 2 entries')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Load older entries' }));
    expect(await findCode('BAN_USER')).toBeTruthy();
    expect(list).toHaveBeenLastCalledWith({ limit: 50, cursor: 'cursor-1' });
    expect(screen.getByText('Showing 2 of 2 entries')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load older entries' })).toBeNull();
  });

  it('shows another admin’s new entry live, after the event its change sends', async () => {
    const list = vi
      .fn()
      .mockResolvedValueOnce(page([durationEdit]))
      .mockResolvedValue(page([ban, durationEdit]));
    const { sdk } = renderAudit(list);
    await findCode('UPDATE_DURATION');
    sdk.emit({ topic: 'assets', event: 'tick', data: { tickId: 1, prices: [] } });
    sdk.emit({
      topic: 'admin.jobs',
      event: 'progress',
      data: {
        id: '00000000-0000-4000-8000-0000000000e1',
        name: 'bulk-add-assets',
        status: 'running',
        progress: { done: 3, total: 20 },
        error: null,
      },
    });
    expect(list).toHaveBeenCalledTimes(1);
    sdk.emit({
      topic: 'admin.transactions',
      event: 'update',
      data: { id: '00000000-0000-4000-8000-0000000000f1', type: 'withdrawal', status: 'rejected' },
    });
    expect(await findCode('BAN_USER')).toBeTruthy();
    expect(list).toHaveBeenCalledTimes(2);
  });

  it('asks again on Refresh', async () => {
    const list = vi
      .fn()
      .mockResolvedValueOnce(page([durationEdit]))
      .mockResolvedValue(page([ban, durationEdit]));
    renderAudit(list);
    await findCode('UPDATE_DURATION');
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await findCode('BAN_USER')).toBeTruthy();
  });
});

describe('the audit log\u2019s period and export', () => {
  it('bounds the log by whole local days from the URL and exports exactly what is filtered', async () => {
    const list = vi.fn().mockResolvedValue(page([ban]));
    const exportCsv = vi.fn().mockResolvedValue('Date,Actor\r\n');
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:csv'), revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { router } = renderAudit(list, '/audit-log?action=BAN_USER&to=2026-11-25', exportCsv);
    await findCode('BAN_USER');
    const bounds = { action: 'BAN_USER', to: new Date(2026, 10, 26).toISOString() };
    expect(list).toHaveBeenCalledWith({ ...bounds, limit: 50 });
    expect((screen.getByLabelText('To') as HTMLInputElement).value).toBe('2026-11-25');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-20' } });
    await waitFor(() =>
      expect(router.state.location.search).toBe('?action=BAN_USER&to=2026-11-25&from=2026-11-20'),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() =>
      expect(exportCsv).toHaveBeenCalledWith({ ...bounds, from: new Date(2026, 10, 20).toISOString() }),
    );
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    click.mockRestore();
  });
});
