import { describe, expect, it } from 'vitest';
import { fetchStrategy, staleCaches } from './strategy.js';

const origin = 'https://tradesim.example';
const shell = new Set(['/assets/index-abc123.js', '/offline.html']);
const get = (path: string, mode = 'cors') => ({ method: 'GET', url: `${origin}${path}`, mode });

describe('the service worker fetch strategy', () => {
  it('serves the app shell from its cache', () => {
    expect(fetchStrategy(get('/assets/index-abc123.js'), origin, shell)).toBe('shell-file');
  });

  it('answers a page of the user app from the network, with the offline screen as fallback', () => {
    expect(fetchStrategy(get('/portfolio', 'navigate'), origin, shell)).toBe('page-or-offline');
    expect(fetchStrategy(get('/', 'navigate'), origin, shell)).toBe('page-or-offline');
  });

  it('never touches the API, whatever the method or mode', () => {
    for (const path of ['/api/me', '/api/portfolio/history?range=1D', '/api', '/api/assets/BTC/logo.png']) {
      expect(fetchStrategy(get(path), origin, shell)).toBe('network');
      expect(fetchStrategy(get(path, 'navigate'), origin, shell)).toBe('network');
    }
    expect(
      fetchStrategy({ method: 'POST', url: `${origin}/api/investments`, mode: 'cors' }, origin, shell),
    ).toBe('network');
  });

  it('leaves the admin console, other origins and files outside the shell to the network', () => {
    expect(fetchStrategy(get('/admin/users', 'navigate'), origin, shell)).toBe('network');
    expect(fetchStrategy(get('/admin'), origin, shell)).toBe('network');
    expect(
      fetchStrategy({ ...get('/assets/index-abc123.js'), url: 'https://cdn.example/x.js' }, origin, shell),
    ).toBe('network');
    expect(fetchStrategy(get('/assets/market-page-def456.js'), origin, shell)).toBe('network');
  });

  it('a path that only starts like the API (/apiary) is still the app', () => {
    expect(fetchStrategy(get('/apiary', 'navigate'), origin, shell)).toBe('page-or-offline');
    expect(fetchStrategy(get('/administrator', 'navigate'), origin, shell)).toBe('page-or-offline');
  });

  it('deletes older shells on activation, and no cache it does not own', () => {
    expect(
      staleCaches(['tradesim-shell-old', 'tradesim-shell-new', 'someone-else'], 'tradesim-shell-new'),
    ).toEqual(['tradesim-shell-old']);
  });
});
