import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderPage } from '../../../test/render.js';
import { PromoCard } from './promo-card.js';

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe('the promo card', () => {
  // "Earn up to $150 in crypto" read as an offer of real money: the headline itself says not.
  it('says in its headline that the crypto is simulated, and in its text that no real money is involved', () => {
    renderPage(<PromoCard />);
    const promo = screen.getByRole('region', { name: 'Earn up to $150 in simulated crypto' });
    expect(within(promo).getByRole('heading', { level: 2 }).textContent).toBe(
      'Earn up to $150 in simulated crypto',
    );
    expect(within(promo).getByText(/No real money is involved\./)).toBeTruthy();
  });
});
