import type { StaffRole } from '@tradesim/core';
import type { TradesimClient } from '@tradesim/sdk';
import { buildFakeSdk, type FakeSdk } from '@tradesim/ui-kit/testing';
import { vi } from 'vitest';
import { adminFixture } from './fixtures.js';

export type { FakeSdk } from '@tradesim/ui-kit/testing';

/** Any fake may stand in for a method (its answer is the test's business); objects nest. */
type DeepPartial<T> = {
  [K in keyof T]?: T[K] extends (...args: never[]) => unknown
    ? (...args: never[]) => unknown
    : DeepPartial<T[K]>;
};

export const adminSessionFixture = { token: 'admin-token', expiresAt: '2099-01-01T00:00:00.000Z' };

/**
 * The session check's fake for a staff member of `role` (Grace, by default an owner), opened with
 * a second factor under the staff policy unless the test says otherwise.
 */
export function staffSession(
  role: StaffRole = 'owner',
  options: { secondFactor?: boolean; requireStaffMfa?: boolean } = {},
) {
  return vi.fn().mockResolvedValue({
    admin: adminFixture({ role }),
    expiresAt: adminSessionFixture.expiresAt,
    secondFactor: options.secondFactor ?? true,
    requireStaffMfa: options.requireStaffMfa ?? true,
  });
}

/**
 * An SDK whose methods are the given fakes, merged over a signed-in admin whose session check
 * answers with `adminFixture()`. Calling anything not given rejects with "not mocked: <path>",
 * so a screen that makes an unexpected call shows its error state and the test says which.
 */
export function fakeSdk(
  overrides: DeepPartial<TradesimClient> = {},
  options: { signedIn?: boolean } = {},
): FakeSdk {
  let admin = options.signedIn === false ? null : adminSessionFixture;
  const builtIns = {
    credentials: () => ({ user: null, admin }),
    admin: {
      auth: {
        session: vi.fn(async () => ({
          admin: adminFixture(),
          expiresAt: adminSessionFixture.expiresAt,
          secondFactor: false,
          requireStaffMfa: false,
        })),
        logout: vi.fn(async () => {
          admin = null;
        }),
      },
    },
  };
  return buildFakeSdk(overrides, {
    builtIns,
    onEndSession: () => {
      admin = null;
    },
  });
}
