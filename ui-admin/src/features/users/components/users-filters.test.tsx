import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminUserFixture } from '../../../test/fixtures.js';
import { renderUsers, userPage } from '../../../test/users-test-kit.js';

afterEach(cleanup);

const ada = adminUserFixture();
const bob = adminUserFixture({
  id: '00000000-0000-4000-8000-000000000002',
  email: 'bob@example.com',
  displayName: 'Bob Banned',
  isBanned: true,
});
const searchbox = () =>
  screen.getByRole('searchbox', { name: 'Search users by name or email' }) as HTMLInputElement;

describe('searching and filtering', () => {
  it('searches by name or email once typing pauses, and keeps the text in the URL', async () => {
    const list = vi.fn().mockResolvedValue(userPage([ada]));
    const { search } = renderUsers({ list });
    await screen.findByText('Ada Lovelace');
    fireEvent.change(searchbox(), {
      target: { value: 'lovelace' },
    });
    await waitFor(() => expect(search()).toBe('?q=lovelace'));
    await waitFor(() => expect(list).toHaveBeenLastCalledWith({ q: 'lovelace', status: 'all', limit: 50 }));
    expect(list).toHaveBeenCalledTimes(2);
  });

  it('filters All / Active / Banned and keeps the filter in the URL', async () => {
    const list = vi.fn().mockResolvedValue(userPage([ada]));
    const { search } = renderUsers({ list });
    const filters = within(await screen.findByLabelText('Filter users'));
    expect(filters.getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(filters.getByRole('button', { name: 'Banned' }));
    expect(search()).toBe('?status=banned');
    await waitFor(() => expect(list).toHaveBeenLastCalledWith({ status: 'banned', limit: 50 }));
    fireEvent.click(filters.getByRole('button', { name: 'All' }));
    expect(search()).toBe('');
  });

  it('opens with the search and the filter of a deep link', async () => {
    const list = vi.fn().mockResolvedValue(userPage([bob]));
    renderUsers({ list }, '/users?q=bob&status=banned');
    await screen.findByText('Bob Banned');
    expect(list).toHaveBeenCalledWith({ q: 'bob', status: 'banned', limit: 50 });
    expect(searchbox().value).toBe('bob');
    expect(screen.getByRole('button', { name: 'Banned' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('treats an unknown status in the URL as All', async () => {
    const list = vi.fn().mockResolvedValue(userPage([ada]));
    renderUsers({ list }, '/users?status=deleted');
    await screen.findByText('Ada Lovelace');
    expect(list).toHaveBeenCalledWith({ status: 'all', limit: 50 });
  });

  it('follows a search that changes from outside (the header search), replacing the typed text', async () => {
    const list = vi.fn().mockResolvedValue(userPage([ada]));
    const { router } = renderUsers({ list }, '/users?q=ada');
    await screen.findByText('Ada Lovelace');
    await router.navigate('/users?q=grace');
    await waitFor(() => expect(searchbox().value).toBe('grace'));
    expect(list).toHaveBeenLastCalledWith({ q: 'grace', status: 'all', limit: 50 });
  });
});
