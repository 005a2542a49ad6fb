import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Decimal } from './decimal.js';
import { roundToCents } from './money.js';
import {
  expectedReturnFor,
  finalReturn,
  progressAt,
  type ReturnInputs,
  returnPercentOf,
  returnRandom,
  simulateReturn,
  timeRemainingText,
} from './returns.js';
import { fnv1a32, mulberry32 } from './rng.js';

const start = new Date('2026-11-22T08:00:00.000Z');
const at = (ms: number) => new Date(start.getTime() + ms);
const hour = 3_600_000;

const sample: ReturnInputs = {
  id: '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
  assetType: 'crypto',
  expectedReturn: new Decimal('25.00'),
  startDate: start,
  endDate: at(5 * hour),
};

describe('seeded randomness', () => {
  it('matches the reference FNV-1a and mulberry32 outputs', () => {
    expect(fnv1a32('')).toBe(2166136261);
    expect(fnv1a32('a')).toBe(3826002220);
    expect(fnv1a32('héllo €')).toBe(896803264);
    expect(fnv1a32(sample.id)).toBe(876370133);
    expect(mulberry32(0)()).toBe(0.26642920868471265);
    expect(mulberry32(1)()).toBe(0.6270739405881613);
    expect(mulberry32(0xffffffff)()).toBe(0.8964226141106337);
    expect(returnRandom(sample.id, 5)).toBe(0.41201106435619295);
    expect(returnRandom(sample.id, 0xffffffff)).toBe(0.6084249913692474);
  });

  it('hashes the UTF-8 bytes of every character width, a lone surrogate as U+FFFD', () => {
    // Reference values: FNV-1a over 61 c3 a9 e2 82 ac f0 9f 98 80, and over ef bf bd.
    expect(fnv1a32('aé€😀')).toBe(fnvOverBytes([0x61, 0xc3, 0xa9, 0xe2, 0x82, 0xac, 0xf0, 0x9f, 0x98, 0x80]));
    expect(fnv1a32('\ud800')).toBe(fnv1a32('\ufffd'));
    expect(fnv1a32('\ud800')).toBe(fnvOverBytes([0xef, 0xbf, 0xbd]));
  });
});

/** FNV-1a 32 over given bytes, written out so the encoding is checked against fixed bytes. */
function fnvOverBytes(bytes: number[]): number {
  let hash = 0x811c9dc5;
  for (const byte of bytes) hash = Math.imul(hash ^ byte, 0x01000193);
  return hash >>> 0;
}

describe('simulateReturn', () => {
  it('is zero before the start', () => {
    expect(simulateReturn(sample, at(-1)).isZero()).toBe(true);
  });

  it('follows docs/money.md#returns while running: expected × elapsed share × volatility factor', () => {
    // k = floor(165 s / 30 s) = 5; factor = 1 + 0.3 × (2 × rand(5) − 1)
    const value = simulateReturn(sample, at(165_000));
    expect(value.toNumber()).toBeCloseTo(0.217068188015643, 12);
    expect(roundToCents(value).toFixed(2)).toBe('0.22');
  });

  it('pays expected × (0.6 + 0.4 × rand(0xFFFFFFFF)) at and after the end', () => {
    expect(roundToCents(simulateReturn(sample, at(5 * hour))).toFixed(2)).toBe('21.08');
    expect(simulateReturn(sample, at(50 * hour)).equals(finalReturn(sample))).toBe(true);
  });

  const investments = fc.record({
    id: fc.uuid(),
    assetType: fc.constantFrom('crypto' as const, 'stock' as const),
    cents: fc.integer({ min: 1, max: 100_000_000 }),
    percent: fc.integer({ min: 1, max: 10_000 }),
    hours: fc.integer({ min: 1, max: 24 * 365 }),
  });

  it('stays within [0, expected] and is the same for the same inputs', () => {
    fc.assert(
      fc.property(investments, fc.double({ min: -0.5, max: 2, noNaN: true }), (spec, share) => {
        const amount = new Decimal(spec.cents).div(100);
        const investment: ReturnInputs = {
          id: spec.id,
          assetType: spec.assetType,
          expectedReturn: expectedReturnFor(amount, new Decimal(spec.percent).div(100)),
          startDate: start,
          endDate: at(spec.hours * hour),
        };
        const now = at(Math.round(spec.hours * hour * share));
        const value = simulateReturn(investment, now);
        expect(value.greaterThanOrEqualTo(0)).toBe(true);
        expect(value.lessThanOrEqualTo(investment.expectedReturn)).toBe(true);
        expect(
          simulateReturn(
            { ...investment, startDate: new Date(start), endDate: new Date(investment.endDate) },
            new Date(now),
          ).equals(value),
        ).toBe(true);
      }),
    );
  });

  it('ends between 60 % and 100 % of the expected return', () => {
    fc.assert(
      fc.property(fc.uuid(), fc.integer({ min: 1, max: 10_000_000 }), (id, cents) => {
        const expected = new Decimal(cents).div(100);
        const final = finalReturn({ id, expectedReturn: expected });
        expect(final.greaterThanOrEqualTo(expected.times(0.6))).toBe(true);
        expect(final.lessThanOrEqualTo(expected)).toBe(true);
      }),
    );
  });
});

describe('derived figures', () => {
  it('rounds the expected return to cents at purchase', () => {
    expect(expectedReturnFor('1000', '2.5').toFixed(2)).toBe('25.00');
    expect(expectedReturnFor('33.33', '2.5').toFixed(2)).toBe('0.83');
  });

  it('measures progress between 0 and 1', () => {
    expect(progressAt(sample, at(-hour))).toBe(0);
    expect(progressAt(sample, at(hour))).toBeCloseTo(0.2, 10);
    expect(progressAt(sample, at(10 * hour))).toBe(1);
  });

  it('expresses the return as a percent of the principal', () => {
    expect(returnPercentOf('2.5', '100').toString()).toBe('2.5');
    expect(returnPercentOf('1', '0').toString()).toBe('0');
  });

  it.each([
    [0, 'Completed'],
    [-5, 'Completed'],
    [59_999, '0m'],
    [60_000, '1m'],
    [hour - 1, '59m'],
    [hour, '1h 0m'],
    [24 * hour, '24h 0m'],
    [24 * hour + 60_000, '1d 0h'],
    [3 * 24 * hour + 5 * hour + 59 * 60_000, '3d 5h'],
    [10 * hour + 30 * 60_000, '10h 30m'],
  ])('shows %i ms left as %j', (left, text) => {
    expect(timeRemainingText(at(left), start)).toBe(text);
  });
});
