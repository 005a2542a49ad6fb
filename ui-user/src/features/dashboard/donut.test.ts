import { describe, expect, it } from 'vitest';
import { donutArcs } from './donut.js';

describe('donutArcs', () => {
  it('gives each value its share of the circle, one after the other, less the gap', () => {
    expect(donutArcs([3, 1], 100, 2)).toEqual([
      { length: 73, offset: 0 },
      { length: 23, offset: 75 },
    ]);
  });

  it('draws a single value as the whole ring, without a gap', () => {
    expect(donutArcs([5], 100, 2)).toEqual([{ length: 100, offset: 0 }]);
  });

  it('never draws a negative length for a share smaller than the gap', () => {
    expect(donutArcs([1000, 1], 100, 2)[1]?.length).toBe(0);
  });

  it('draws nothing when there is nothing', () => {
    expect(donutArcs([], 100, 2)).toEqual([]);
    expect(donutArcs([0, 0], 100, 2)).toEqual([]);
  });
});
