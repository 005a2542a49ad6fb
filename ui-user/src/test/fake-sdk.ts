import type { TradesimClient } from '@tradesim/sdk';
import { buildFakeSdk, type FakeSdk } from '@tradesim/ui-kit/testing';

export type { FakeSdk } from '@tradesim/ui-kit/testing';

type DeepPartial<T> = {
  [K in keyof T]?: T[K] extends (...args: never[]) => unknown ? T[K] : DeepPartial<T[K]>;
};

/**
 * An SDK whose methods are the given fakes, with a signed-in user (unless `signedIn: false`).
 * Calling anything not given rejects with "not mocked: <path>" (see ui-kit's buildFakeSdk).
 */
export function fakeSdk(
  overrides: DeepPartial<TradesimClient> = {},
  options: { signedIn?: boolean } = {},
): FakeSdk {
  const session = { accessToken: 'token', refreshToken: 'refresh', expiresAt: '2099-01-01T00:00:00.000Z' };
  const user = options.signedIn === false ? null : session;
  return buildFakeSdk(overrides, { builtIns: { credentials: () => ({ user, admin: null }) } });
}
