import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AppHeader } from './app-header.js';

afterEach(cleanup);

describe('AppHeader', () => {
  it('links home under the product name and its badge, then the search and the controls', () => {
    render(
      <AppHeader
        homeLink={(link) => <a href="/dashboard" {...link} />}
        badge="Admin"
        search={<input aria-label="Search" />}
        end={<button type="button">Menu</button>}
      />,
    );
    const home = screen.getByRole('link');
    expect(home.textContent).toBe('TTradesim Admin');
    expect(home.getAttribute('href')).toBe('/dashboard');
    expect(screen.getByRole('banner').textContent).toBe('TTradesim AdminMenu');
    expect(screen.getByRole('textbox', { name: 'Search' })).toBeTruthy();
  });
});
