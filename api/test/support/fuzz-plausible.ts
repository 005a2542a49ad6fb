import { encodeTrc20Address } from '@tradesim/core';
import fc from 'fast-check';
import { plausible as authFields, moneyFields } from './fuzz.js';
import { PoolRef } from './fuzz-ids.js';
import { adminCredentials } from './test-server.js';

/**
 * What a client would plausibly send in a field of this name, for the OpenAPI fuzz: values that
 * get past the schemas into the services most of the time (and now and then do not). Names
 * ending in `Id` take an id the run has seen of that kind.
 */

/** Money that fits the trading limits' own order (minimums small, maximums large), or does not. */
const limit = (values: readonly string[]) =>
  fc.oneof({ weight: 8, arbitrary: fc.constantFrom(...values) }, moneyFields.amount as fc.Arbitrary<unknown>);

const plausibleValues: Record<string, fc.Arbitrary<unknown>> = {
  ...authFields,
  ...moneyFields,
  email: fc.constantFrom('fuzz@example.test', adminCredentials.email, 'FUZZ@EXAMPLE.TEST', 'a@b.co'),
  password: fc.constantFrom('secret123', 'password-123', adminCredentials.password, 'x'.repeat(128)),
  // Amounts every money route takes, most of the time, so that money really moves.
  amount: fc.oneof(
    { weight: 3, arbitrary: fc.integer({ min: 20, max: 400 }).map(String) },
    { weight: 1, arbitrary: moneyFields.amount as fc.Arbitrary<unknown> },
  ),
  // The user's live refresh token now and then (a rotation, then a reuse that ends the session).
  refreshToken: fc.oneof(
    authFields.refreshToken as fc.Arbitrary<unknown>,
    fc.constant(new PoolRef('refresh-token', 0, 'none')),
  ),
  reason: moneyFields.message as fc.Arbitrary<unknown>,
  // A staff invitation's token now and then (its page and its acceptance), else whatever.
  token: fc.oneof(
    { weight: 1, arbitrary: authFields.token as fc.Arbitrary<unknown> },
    { weight: 2, arbitrary: fc.nat().map((index) => new PoolRef('invite', index, 'none')) },
  ),
  // Mostly minutes, so sessions outlive most jumps; now and then days (they expire and are renewed).
  ms: fc.oneof(
    { weight: 8, arbitrary: fc.integer({ min: 1_000, max: 600_000 }) },
    { weight: 1, arbitrary: fc.constantFrom(86_400_000, 3 * 86_400_000) },
  ),
  walletAddress: fc.oneof(
    moneyFields.walletAddress as fc.Arbitrary<unknown>,
    fc.constant(encodeTrc20Address(new Uint8Array(20).fill(9))),
  ),
  symbol: fc.constantFrom('BTC', 'ETH', 'DOGE', 'AAPL', 'MSFT', 'btc', 'NOPE', ''),
  hours: fc.oneof(fc.constantFrom(1, 24, 168, '72', 0, -1, 1.5), fc.integer({ min: 1, max: 10_000 })),
  maxReturnPercent: fc.constantFrom(5, '12.5', 0, 100, 1000, -1, '1e3'),
  minInvestment: limit(['1', '10.00']),
  maxInvestment: limit(['5000', '100000.00']),
  minDeposit: limit(['1', '10']),
  maxDeposit: limit(['50000', '100000']),
  minWithdrawal: limit(['1', '10']),
  withdrawalFee: limit(['0', '1.00', '2.5']),
};

/** A field's plausible values, or undefined when the schema alone says what to send. */
export function plausible(name: string): fc.Arbitrary<unknown> | undefined {
  if (name.endsWith('Id')) {
    const pool = name.slice(0, -2);
    return fc.nat().map((index) => new PoolRef(pool, index, 'none'));
  }
  return plausibleValues[name];
}
