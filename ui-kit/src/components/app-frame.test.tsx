import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AppFrame } from './app-frame.js';

afterEach(cleanup);

describe('AppFrame', () => {
  it('leads with a skip link to the one main, between the navigation and what comes after', () => {
    render(
      <AppFrame header={<header>Top</header>} navigation={<nav>Nav</nav>} after={<footer>Tabs</footer>}>
        <h1>Page</h1>
      </AppFrame>,
    );
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip.getAttribute('href')).toBe('#main');
    expect(screen.getByRole('main').id).toBe('main');
    expect(screen.getByRole('main').textContent).toBe('Page');
    const order = [...document.body.querySelectorAll('a, header, nav, main, footer')].map(
      (node) => node.tagName,
    );
    expect(order).toEqual(['A', 'HEADER', 'NAV', 'MAIN', 'FOOTER']);
  });
});
