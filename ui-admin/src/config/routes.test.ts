import { describe, expect, it } from 'vitest';
import { links } from './routes.js';

describe('the deep links', () => {
  it('carry only the filters given, escaped', () => {
    expect(links.users()).toBe('/users');
    expect(links.users({ q: 'ada@example.com', user: 'u1' })).toBe('/users?q=ada%40example.com&user=u1');
    expect(links.transactions({ type: 'deposit', status: 'pending' })).toBe(
      '/transactions?type=deposit&status=pending',
    );
    expect(links.assets({ q: '', type: 'stock' })).toBe('/assets?type=stock');
    expect(links.support({ ticket: 't 1' })).toBe('/support?ticket=t+1');
  });
});
