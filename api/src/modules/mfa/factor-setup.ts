import { AppError, type MfaSetup } from '@tradesim/core';
import type { AppContext, Db } from '../../context.js';
import { findProfileRow } from '../me/repo.js';
import { findFactor, savePendingFactor } from './repo.js';
import { secretBox } from './secret-box.js';
import { newTotpSecret } from './totp.js';

/** The account a factor is set up for: its email names the authenticator's entry. */
export async function accountOf(ctx: AppContext, id: string): Promise<{ id: string; email: string }> {
  const row = await findProfileRow(ctx.knex, id);
  if (!row) throw new AppError('USER_NOT_FOUND');
  return { id: row.id, email: row.email };
}

/** Whether the account's second factor is on. */
export async function hasEnabledFactor(db: Db, userId: string): Promise<boolean> {
  return Boolean((await findFactor(db, userId))?.enabled_at);
}

/** A new secret, not active until `enableMfa` sees a right code from it. */
export async function setupMfa(ctx: AppContext, account: { id: string; email: string }): Promise<MfaSetup> {
  const factor = await findFactor(ctx.knex, account.id);
  if (factor?.enabled_at) throw new AppError('MFA_ALREADY_ENABLED');
  const { secret, otpauthUrl } = newTotpSecret(account.email);
  await savePendingFactor(ctx.knex, {
    userId: account.id,
    secret: secretBox(ctx.jwtSecret).seal(secret),
    now: ctx.clock.now(),
  });
  return { secret, otpauthUrl };
}
