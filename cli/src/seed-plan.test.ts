import { describe, expect, it } from 'vitest';
import { UsageError } from './errors.js';
import { parseSeedFile, planAssets, planDurations } from './seed-plan.js';

describe('seed file', () => {
  it('parses assets and durations with the server schemas (symbols uppercased, defaults applied)', () => {
    const file = parseSeedFile(
      JSON.stringify({
        assets: [{ symbol: ' doge ', name: 'Dogecoin', type: 'crypto', price: 0.15 }],
        durations: [{ label: '2 hours', hours: '2', maxReturnPercent: 1.5 }],
      }),
      'seed.json',
    );
    expect(file.assets).toEqual([{ symbol: 'DOGE', name: 'Dogecoin', type: 'crypto', price: '0.15' }]);
    expect(file.durations).toEqual([{ label: '2 hours', hours: 2, maxReturnPercent: '1.5', isActive: true }]);
  });

  it('reports every problem at once, by position, as a usage error', () => {
    const text = JSON.stringify({
      assets: [{ symbol: 'X', name: 'X', type: 'bond' }],
      durations: [{ label: '', hours: 0, maxReturnPercent: 1 }],
      extra: true,
    });
    expect(() => parseSeedFile(text, 'seed.json')).toThrow(UsageError);
    let message = '';
    try {
      parseSeedFile(text, 'seed.json');
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain('extra: unknown key');
    expect(message).toContain('assets[0].type:');
    expect(message).toContain('durations[0].label: Please fill in all fields with valid values');
    expect(message).toContain('durations[0].hours: Hours and return percentage must be positive numbers');
  });

  it('refuses text that is not a JSON object', () => {
    expect(() => parseSeedFile('{', 'seed.json')).toThrow('seed.json is not valid JSON');
    expect(() => parseSeedFile('[]', 'seed.json')).toThrow('must hold an object');
  });
});

describe('seed plan', () => {
  const btc = { symbol: 'BTC', name: 'Bitcoin', type: 'crypto' as const };
  it('skips symbols listed with the same type, and repeats within the file', () => {
    const stockBtc = { ...btc, type: 'stock' as const };
    const plan = planAssets([btc, stockBtc, { ...btc, name: 'again' }], [{ symbol: 'btc', type: 'crypto' }]);
    expect(plan.toAdd).toEqual([stockBtc]);
    expect(plan.skipped).toHaveLength(2);
  });

  it('skips labels that exist, ignoring case and surrounding spaces', () => {
    const d = (label: string) => ({ label, hours: 5, maxReturnPercent: '2.5', isActive: true });
    const plan = planDurations([d(' 5 Hours '), d('6 hours')], [{ label: '5 hours' }]);
    expect(plan.toAdd.map((x) => x.label)).toEqual(['6 hours']);
    expect(plan.skipped.map((x) => x.label)).toEqual([' 5 Hours ']);
  });
});
