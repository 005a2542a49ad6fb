import { describe, expect, it } from 'vitest';
import { toAssetQuery } from './use-market-filters.js';

describe('the market view as an API query', () => {
  it('leaves out the type for All Assets and a blank search', () => {
    expect(toAssetQuery({ filter: 'all', sort: 'change', order: 'desc', search: '   ' })).toEqual({
      sort: 'change',
      order: 'desc',
    });
  });

  it('sends the type and the trimmed search', () => {
    expect(toAssetQuery({ filter: 'stock', sort: 'name', order: 'asc', search: ' app ' })).toEqual({
      type: 'stock',
      q: 'app',
      sort: 'name',
      order: 'asc',
    });
  });
});
