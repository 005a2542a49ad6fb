import { describe, expect, it } from 'vitest';
import { estimateEarlySale } from './sale-estimate.js';

describe('the early-sale estimate', () => {
  it('pays the principal and half the current return', () => {
    const sale = estimateEarlySale({ amount: '100.00', currentReturn: '4.20' });
    expect(sale.keptReturn.toFixed(2)).toBe('2.10');
    expect(sale.total.toFixed(2)).toBe('102.10');
  });

  it('rounds the kept half to cents, half up, without a float', () => {
    const sale = estimateEarlySale({ amount: '0.10', currentReturn: '0.05' });
    expect(sale.keptReturn.toFixed(2)).toBe('0.03');
    expect(sale.total.toFixed(2)).toBe('0.13');
  });

  it('returns exactly the principal when nothing has accrued', () => {
    expect(estimateEarlySale({ amount: '250.00', currentReturn: '0.00' }).total.toFixed(2)).toBe('250.00');
  });
});
