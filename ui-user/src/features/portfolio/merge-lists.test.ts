import { describe, expect, it } from 'vitest';
import { investmentFixture } from '../../test/fixtures.js';
import { mergeMainList } from './merge-lists.js';

const open = investmentFixture();
const other = investmentFixture({ id: '00000000-0000-4000-8000-0000000000e9' });
const done = investmentFixture({ id: '00000000-0000-4000-8000-0000000000e2', status: 'completed' });

describe('the main list', () => {
  it('puts the open investments first, then the finished ones', () => {
    expect(mergeMainList([open, other], [done]).map((item) => item.id)).toEqual([open.id, other.id, done.id]);
  });

  it('keeps only the settled copy of one read as active and as completed', () => {
    const settled = { ...open, status: 'completed' as const };
    const merged = mergeMainList([open, other], [settled]);
    expect(merged.map((item) => item.id)).toEqual([other.id, open.id]);
    expect(merged[1]?.status).toBe('completed');
  });
});
