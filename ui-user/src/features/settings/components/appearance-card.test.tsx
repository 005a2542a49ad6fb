import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { themeStorageKey } from '../../../lib/theme.js';
import { AppearanceCard } from './appearance-card.js';

beforeEach(() => {
  localStorage.clear();
  delete document.documentElement.dataset.theme;
});
afterEach(cleanup);

const option = (name: string) =>
  within(screen.getByRole('group', { name: 'Theme' })).getByRole('button', { name });

describe('the appearance setting', () => {
  it('starts on System, with Light and Dark beside it', () => {
    render(<AppearanceCard />);
    expect(screen.getByRole('heading', { name: 'Appearance' })).toBeTruthy();
    expect(option('System').getAttribute('aria-pressed')).toBe('true');
    expect(option('Light').getAttribute('aria-pressed')).toBe('false');
    expect(option('Dark').getAttribute('aria-pressed')).toBe('false');
  });

  it('choosing Dark sets data-theme="dark" and remembers it; System clears it', () => {
    render(<AppearanceCard />);
    fireEvent.click(option('Dark'));
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(localStorage.getItem(themeStorageKey)).toBe('dark');
    expect(option('Dark').getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(option('System'));
    expect(document.documentElement.hasAttribute('data-theme')).toBe(false);
    expect(localStorage.getItem(themeStorageKey)).toBeNull();
    expect(option('System').getAttribute('aria-pressed')).toBe('true');
  });

  it('shows the remembered choice', () => {
    localStorage.setItem(themeStorageKey, 'light');
    render(<AppearanceCard />);
    expect(option('Light').getAttribute('aria-pressed')).toBe('true');
  });
});
