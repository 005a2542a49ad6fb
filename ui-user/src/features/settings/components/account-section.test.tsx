import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeSdk } from '../../../test/fake-sdk.js';
import { profileFixture } from '../../../test/fixtures.js';
import { renderPage } from '../../../test/render.js';
import { AccountSection } from './account-section.js';

afterEach(cleanup);

describe('the account section of settings', () => {
  it("shows 'Loading...', then name, email and member-since", async () => {
    renderPage(<AccountSection />, {
      sdk: fakeSdk({ me: { get: vi.fn().mockResolvedValue(profileFixture()) } }),
    });
    expect(screen.getByRole('status').textContent).toBe('Loading...');
    expect(await screen.findByText('Ada Lovelace')).toBeTruthy();
    expect(screen.getByText('ada@example.com')).toBeTruthy();
    expect(screen.getByText('Jan 5, 2026')).toBeTruthy();
  });

  it('shows a failed load with a Retry that asks again', async () => {
    const get = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(profileFixture());
    renderPage(<AccountSection />, { sdk: fakeSdk({ me: { get } }) });
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to load profile');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Ada Lovelace')).toBeTruthy();
    expect(get).toHaveBeenCalledTimes(2);
  });

  it('edits the name with the same dialog as the profile', async () => {
    const update = vi
      .fn()
      .mockResolvedValue(profileFixture({ firstName: 'Ada', lastName: 'King', displayName: 'Ada King' }));
    renderPage(<AccountSection />, {
      sdk: fakeSdk({ me: { get: vi.fn().mockResolvedValue(profileFixture()), update } }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit name' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit name' });
    fireEvent.change(within(dialog).getByLabelText('Last name'), { target: { value: 'King' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Ada King')).toBeTruthy();
    expect(screen.getByText('Your name has been updated')).toBeTruthy();
    expect(update).toHaveBeenCalledWith({ firstName: 'Ada', lastName: 'King' });
  });
});
