import type { ReactElement } from 'react';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { type Page, pages, screenModules } from './pages.js';
import { routes } from './routes.js';
import { guestScreens, openScreens, screenFor, signedInScreens } from './screens.js';

describe('screenFor', () => {
  it('finds the screen of an exact path', () => {
    expect(screenFor('/login')).toBe(pages.Login);
    expect(screenFor('/')).toBe(pages.Dashboard);
    expect(screenFor('/topup/payment')).toBe(pages.TopUp);
  });

  it('matches one segment for a parameter', () => {
    expect(screenFor('/asset/btc-1')).toBe(pages.Asset);
    expect(screenFor('/support/42')).toBe(pages.Ticket);
  });

  it('names, for every screen, a module that exports its component', async () => {
    for (const screen of Object.values(pages)) {
      const load = screenModules[screen.file];
      expect(load, screen.file).toBeTypeOf('function');
      expect((await load?.())?.[screen.exportName], screen.exportName).toBeTypeOf('function');
    }
  });

  it('falls back to the not-found screen', () => {
    expect(screenFor('/asset/')).toBe(pages.NotFound);
    expect(screenFor('/asset/a/b')).toBe(pages.NotFound);
    expect(screenFor('/nowhere')).toBe(pages.NotFound);
  });

  it('picks what the router picks (matchRoutes over the route table), case and trailing slashes included', () => {
    const named = Object.keys({ ...guestScreens, ...openScreens, ...signedInScreens }).map((path) =>
      path.replace(':id', 'btc-1').replace('*', '/nowhere'),
    );
    const odd = [
      '/Market',
      '/market/',
      '/TOPUP/Payment/',
      '/asset/BTC-1/',
      '/support/42//',
      '//',
      '/asset//x',
    ];
    for (const path of [...named, ...odd, '/asset/', '/asset/a/b', '/support']) {
      const leaf = matchRoutes(routes, path)?.at(-1)?.route.element as ReactElement<{ page: Page }>;
      expect(screenFor(path), path).toBe(leaf?.props.page);
    }
  });
});
