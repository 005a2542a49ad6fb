import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Decimal } from './decimal.js';
import { downsampleLttb } from './lttb.js';
import { priceChange, roundPrice, stepPrice } from './prices.js';
import { mulberry32 } from './rng.js';

describe('price step', () => {
  it('rounds to cents at 1 and above, to 8 significant digits below', () => {
    expect(roundPrice('64250.1234').toString()).toBe('64250.12');
    expect(roundPrice('0.000012345678912').toString()).toBe('0.0000123457');
    expect(roundPrice('0.12345678912').toString()).toBe('0.12345679');
    expect(roundPrice('0').toString()).toBe('1e-10'.replace('1e-10', '0.0000000001'));
  });

  it('moves by at most 1 % (plus rounding) and stays positive', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2 ** 31 }),
        fc.integer({ min: 1, max: 10_000_000 }),
        (seed, cents) => {
          const price = roundPrice(new Decimal(cents).div(100));
          const next = stepPrice(price, mulberry32(seed));
          const tolerance = price.greaterThanOrEqualTo(1) ? new Decimal('0.005') : price.times('0.00000001');
          expect(next.greaterThan(0)).toBe(true);
          expect(next.minus(price).abs().lessThanOrEqualTo(price.times('0.01').plus(tolerance))).toBe(true);
        },
      ),
    );
  });

  it('is the same for the same random sequence', () => {
    expect(stepPrice('100', mulberry32(7)).equals(stepPrice('100', mulberry32(7)))).toBe(true);
  });

  it('computes the 24h change in dollars and percent', () => {
    const { change, changePercent } = priceChange('105', '100');
    expect(change.toString()).toBe('5');
    expect(changePercent.toString()).toBe('5');
    expect(priceChange('99', '0').changePercent.toString()).toBe('0');
    expect(priceChange('1', '3').changePercent.toString()).toBe('-66.6667');
  });
});

describe('LTTB downsampling', () => {
  const series = (n: number) =>
    Array.from({ length: n }, (_, i) => ({ x: i, y: Math.sin(i / 5) * 10 + (i % 7) }));
  const x = (p: { x: number }) => p.x;
  const y = (p: { y: number }) => p.y;

  it('keeps short series as they are and returns at most the threshold', () => {
    expect(downsampleLttb(series(10), 20, x, y)).toHaveLength(10);
    expect(downsampleLttb(series(1000), 50, x, y)).toHaveLength(50);
  });

  it('keeps the first and last points and the order', () => {
    fc.assert(
      fc.property(fc.integer({ min: 3, max: 400 }), fc.integer({ min: 3, max: 100 }), (n, threshold) => {
        const points = series(n);
        const sampled = downsampleLttb(points, threshold, x, y);
        expect(sampled.length).toBe(Math.min(n, threshold));
        expect(sampled[0]).toBe(points[0]);
        expect(sampled.at(-1)).toBe(points.at(-1));
        for (let i = 1; i < sampled.length; i++)
          expect(x(sampled[i] as { x: number })).toBeGreaterThan(x(sampled[i - 1] as { x: number }));
      }),
    );
  });

  it('keeps a spike that averaging would flatten', () => {
    const points = Array.from({ length: 100 }, (_, i) => ({ x: i, y: i === 50 ? 1000 : 0 }));
    expect(downsampleLttb(points, 10, x, y).some((p) => p.y === 1000)).toBe(true);
  });

  it('handles thresholds below three', () => {
    expect(downsampleLttb(series(10), 2, x, y).map(x)).toEqual([0, 9]);
    expect(downsampleLttb(series(10), 1, x, y).map(x)).toEqual([9]);
    expect(downsampleLttb(series(10), 0, x, y)).toEqual([]);
  });
});
