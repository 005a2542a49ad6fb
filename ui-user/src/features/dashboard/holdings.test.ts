import { type Investment, toDecimal } from '@tradesim/core';
import { describe, expect, it } from 'vitest';
import { investmentFixture } from '../../test/fixtures.js';
import { allocate, allocationByAsset, allocationByType, groupHoldings } from './holdings.js';

function part(key: string, value: string) {
  return { key, label: key, value: toDecimal(value) };
}

function shares(values: string[]) {
  return allocate(values.map((value, index) => part(`p${index}`, value)));
}

const sum = (slices: { percent: number }[]) => slices.reduce((total, slice) => total + slice.percent, 0);

function investmentIn(index: number, value: string, type: 'crypto' | 'stock' = 'crypto'): Investment {
  return investmentFixture({
    id: `00000000-0000-4000-8000-0000000001${String(index).padStart(2, '0')}`,
    asset: {
      id: `00000000-0000-4000-8000-0000000002${String(index).padStart(2, '0')}`,
      symbol: `A${index}`,
      name: `Asset ${index}`,
      type,
      icon: null,
    },
    amount: value,
    currentReturn: '0.00',
    currentValue: value,
  });
}

describe('allocate: whole percents that add up to 100', () => {
  it('gives the points left by flooring to the largest remainders', () => {
    expect(shares(['100.00', '100.00', '100.00']).map((slice) => slice.percentText)).toEqual([
      '34%',
      '33%',
      '33%',
    ]);
    // 62.75, 19.07, 18.17
    expect(shares(['314.20', '95.50', '91.00']).map((slice) => slice.percent)).toEqual([63, 19, 18]);
    // 16.67 × 6: four of them get the extra point, the first four on a tie.
    expect(shares(Array(6).fill('1.00')).map((slice) => slice.percent)).toEqual([17, 17, 17, 17, 16, 16]);
  });

  it('always sums to 100, whatever the values', () => {
    const cases = [
      ['0.01', '0.01', '0.01'],
      ['1234.56', '0.99', '77.77', '5.55', '9999.99'],
      ['1.00', '2.00', '3.00', '4.00', '5.00', '6.00', '7.00'],
      ['50.00'],
    ];
    for (const values of cases) expect(sum(shares(values))).toBe(100);
  });

  it('says "<1%" for a share held but rounded to nothing, and ">99%" for the one beside it', () => {
    const slices = shares(['1000.00', '2.00']);
    expect(slices.map((slice) => [slice.percent, slice.percentText])).toEqual([
      [100, '>99%'],
      [0, '<1%'],
    ]);
    expect(shares(['500.00', '500.00', '2.00']).map((slice) => slice.percentText)).toEqual([
      '50%',
      '50%',
      '<1%',
    ]);
  });

  it('is 100% for a single share and 0% for nothing at all', () => {
    expect(shares(['42.00']).map((slice) => slice.percentText)).toEqual(['100%']);
    expect(shares(['0.00', '0.00']).map((slice) => slice.percentText)).toEqual(['0%', '0%']);
    expect(shares([])).toEqual([]);
  });
});

describe('groupHoldings', () => {
  it('sums the investments of one asset exactly and orders by value', () => {
    const [btc, eth] = groupHoldings([
      investmentFixture({ amount: '0.10', currentReturn: '0.01', currentValue: '0.11', assetAmount: '0.1' }),
      investmentIn(1, '0.20'),
      investmentFixture({
        id: '00000000-0000-4000-8000-0000000000e2',
        amount: '0.20',
        currentReturn: '0.02',
        currentValue: '0.22',
        assetAmount: '0.2',
      }),
    ]);
    expect(btc?.asset.symbol).toBe('BTC');
    expect(btc?.investments).toBe(2);
    // No float drift: 0.1 + 0.2 is 0.3 here.
    expect(btc?.invested.toFixed()).toBe('0.3');
    expect(btc?.quantity.toFixed()).toBe('0.3');
    expect(btc?.value.toFixed(2)).toBe('0.33');
    expect(btc?.gain.toFixed(2)).toBe('0.03');
    expect(btc?.gainPercent.toFixed(2)).toBe('10.00');
    expect(eth?.asset.name).toBe('Asset 1');
  });
});

describe('allocation by asset and by type', () => {
  it('puts the smallest assets together as "Other" past six', () => {
    const holdings = groupHoldings(
      ['70.00', '60.00', '50.00', '40.00', '30.00', '20.00', '10.00'].map((value, index) =>
        investmentIn(index, value),
      ),
    );
    const slices = allocationByAsset(holdings);
    expect(slices.map((slice) => [slice.label, slice.value.toFixed(2), slice.percentText])).toEqual([
      ['Asset 0', '70.00', '25%'],
      ['Asset 1', '60.00', '21%'],
      ['Asset 2', '50.00', '18%'],
      ['Asset 3', '40.00', '14%'],
      ['Asset 4', '30.00', '11%'],
      ['Other (2 assets)', '30.00', '11%'],
    ]);
    expect(sum(slices)).toBe(100);
  });

  it('splits crypto from stocks, leaving out a type not held', () => {
    const holdings = groupHoldings([
      investmentIn(0, '30.00', 'stock'),
      investmentIn(1, '60.00'),
      investmentIn(2, '10.00'),
    ]);
    expect(allocationByType(holdings).map((slice) => [slice.label, slice.percentText])).toEqual([
      ['Crypto', '70%'],
      ['Stocks', '30%'],
    ]);
    expect(allocationByType(groupHoldings([investmentIn(1, '5.00')])).map((slice) => slice.label)).toEqual([
      'Crypto',
    ]);
  });
});
