import { describe, expect, it } from 'vitest';
import { returnPath } from './return-path.js';

const paths = { home: '/dashboard', signIn: '/login' };

describe('returnPath', () => {
  it('follows an in-app path the guard recorded, with its query', () => {
    expect(returnPath({ from: '/transactions?id=7' }, paths)).toBe('/transactions?id=7');
  });

  it('goes home for no state, a foreign host, a sign-in page or the bare root', () => {
    for (const state of [null, undefined, {}, { from: 42 }, { from: 'https://evil.test/' }])
      expect(returnPath(state, paths)).toBe('/dashboard');
    expect(returnPath({ from: '//evil.test/x' }, paths)).toBe('/dashboard');
    expect(returnPath({ from: '/login?next=1' }, paths)).toBe('/dashboard');
    expect(returnPath({ from: '/' }, paths)).toBe('/dashboard');
  });
});
