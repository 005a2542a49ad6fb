import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeSdk } from '../../../test/fake-sdk.js';
import { profileFixture } from '../../../test/fixtures.js';
import { renderPage } from '../../../test/render.js';
import { SettingsPage } from './settings-page.js';

afterEach(() => {
  cleanup();
  // jsdom has no scrollIntoView; the one test that needs it adds it.
  Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
});

function renderSettings(url = '/settings') {
  const sdk = fakeSdk({
    me: { get: vi.fn().mockResolvedValue(profileFixture()) },
    sessions: { list: vi.fn().mockResolvedValue({ items: [] }) },
  });
  return renderPage(<SettingsPage />, { sdk, path: '/settings', url });
}

describe('the settings screen', () => {
  it('has one h1 and the account and security sections, security under id="security"', async () => {
    renderSettings();
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Settings']);
    expect(screen.getByRole('heading', { level: 2, name: 'Account' })).toBeTruthy();
    const security = screen.getByRole('region', { name: 'Security' });
    expect(security.id).toBe('security');
    expect(await screen.findByText('ada@example.com')).toBeTruthy();
  });

  it('scrolls to the security section when opened as /settings#security', async () => {
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = vi.fn(function (this: Element) {
      scrolled.push(this);
    });
    const { router } = renderSettings();
    expect(scrolled).toEqual([]);
    await router.navigate('/settings#security');
    await waitFor(() => expect(scrolled.map((element) => element.id)).toEqual(['security']));
  });
});
