import { randomBytes } from 'node:crypto';
import type { AppContext } from '../context.js';
import { setInitialStaffMfaPolicy } from '../modules/admin-security/repo.js';
import { newPasswordRefusal } from '../modules/auth/new-password.js';
import { hasAnyAdmin, insertUser, isEmailTaken } from '../modules/auth/repo.js';

export type FirstAdminOutcome =
  | { created: false; reason: 'admin_exists' | 'email_taken' }
  | { created: true; email: string; generatedPassword: string | null };

/**
 * The first start creates an admin from ADMIN_EMAIL / ADMIN_PASSWORD, generating a password
 * when none is given (the caller prints it once; 20 random characters pass the staff rules).
 * Later starts find an admin and change nothing, so a restart never resets a password an admin
 * has since changed.
 */
export async function ensureFirstAdmin(ctx: AppContext): Promise<FirstAdminOutcome> {
  if (await hasAnyAdmin(ctx.knex)) return { created: false, reason: 'admin_exists' };
  const email = ctx.config.ADMIN_EMAIL.toLowerCase();
  if (await isEmailTaken(ctx.knex, email)) {
    ctx.log.error(
      { email },
      'ADMIN_EMAIL belongs to a regular user; no admin was created. Choose another ADMIN_EMAIL.',
    );
    return { created: false, reason: 'email_taken' };
  }
  const generatedPassword = ctx.config.ADMIN_PASSWORD ? null : randomBytes(15).toString('base64url');
  const password = ctx.config.ADMIN_PASSWORD ?? generatedPassword ?? '';
  // Deployments and test harnesses set ADMIN_PASSWORD and sign in with it: one the staff rules
  // would refuse is still taken, with a warning to change it.
  const refusal = generatedPassword ? null : await newPasswordRefusal({ password, kind: 'staff', email });
  if (refusal)
    ctx.log.warn(
      { email, refusal },
      'ADMIN_PASSWORD breaks the staff password rules: change it after signing in',
    );
  const passwordHash = await ctx.passwords.hash(password);
  await ctx.knex.transaction(async (trx) => {
    await insertUser(trx, {
      email,
      firstName: 'Admin',
      lastName: null,
      passwordHash,
      // The first admin is an owner (docs/contract.md#staff-roles-second-factor-and-dual-control): someone must be able to invite the rest.
      account: { userType: 'admin', staffRole: 'owner' },
      now: ctx.clock.now(),
    });
    // A new deployment starts with the policy its operator chose (on unless REQUIRE_STAFF_MFA=false).
    await setInitialStaffMfaPolicy(trx, ctx.config.REQUIRE_STAFF_MFA);
  });
  return { created: true, email, generatedPassword };
}
