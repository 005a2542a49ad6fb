import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { OfflineBanner } from './offline-banner.js';

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

afterEach(() => setOnline(true));

describe('OfflineBanner', () => {
  it('says nothing while online, warns when the network goes, and leaves when it returns', () => {
    render(<OfflineBanner />);
    expect(screen.queryByRole('status')).toBeNull();
    setOnline(false);
    expect(screen.getByRole('status').textContent).toContain("You're offline");
    expect(screen.getByRole('status').textContent).toContain('may be out of date');
    setOnline(true);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
