import { describe, expect, it } from 'vitest';
import { investmentFixture } from '../../test/fixtures.js';
import { splitMainList } from './merge-lists.js';

const open = investmentFixture();
const other = investmentFixture({ id: '00000000-0000-4000-8000-0000000000e9' });
const done = investmentFixture({ id: '00000000-0000-4000-8000-0000000000e2', status: 'completed' });
const ids = (items: { id: string }[]) => items.map((item) => item.id);

describe('the main lists', () => {
  it('keeps the open investments apart from the finished ones', () => {
    const lists = splitMainList([open, other], [done]);
    expect(ids(lists.open)).toEqual([open.id, other.id]);
    expect(ids(lists.finished)).toEqual([done.id]);
  });

  it('keeps only the settled copy of one read as active and as completed', () => {
    const settled = { ...open, status: 'completed' as const };
    const lists = splitMainList([open, other], [settled]);
    expect(ids(lists.open)).toEqual([other.id]);
    expect(ids(lists.finished)).toEqual([open.id]);
    expect(lists.finished[0]?.status).toBe('completed');
  });
});
