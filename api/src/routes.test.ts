import { contract, listContracts } from '@tradesim/core/contract';
import { describe, expect, it } from 'vitest';
import { allRoutes } from './routes.js';

describe('the route table', () => {
  it('implements every contract exactly once', () => {
    const served = allRoutes({ testClock: true }).map((route) => `${route.method} ${route.path}`);
    for (const { name, contract: route } of listContracts(contract)) {
      expect(
        served.filter((key) => key === `${route.method} ${route.path}`),
        name,
      ).toHaveLength(1);
    }
  });
});
