import { AppError, type ResetPasswordRequest } from '@tradesim/core';
import type { AppContext } from '../../context.js';
import { publicUrl, queueMail } from '../../mail/outbox.js';
import { revokeUserSessions } from '../sessions/service.js';
import { assertAccountPassword } from './new-password.js';
import type { Origin } from './origin.js';
import {
  consumeResetToken,
  expireResetTokens,
  findCredentialsByEmail,
  findResetTokenAccount,
  insertResetToken,
  updatePasswordHash,
} from './repo.js';
import { throttleResetMail } from './throttle.js';
import { hashToken, newSecretToken, resetTokenTtlMs } from './tokens.js';

/**
 * Always accepted (202): whether an account exists is not for the caller to learn, nor whether
 * the address had its share of mail already (see throttleResetMail).
 */
export async function forgotPassword(ctx: AppContext, email: string, origin: Origin): Promise<void> {
  const now = ctx.clock.now();
  if (!(await throttleResetMail(ctx, { ip: origin.ipAddress, email }))) {
    ctx.log.warn('password-reset mail not sent: this address had its hourly share already');
    return;
  }
  const account = await findCredentialsByEmail(ctx.knex, email);
  if (!account || account.is_banned) return;
  const token = newSecretToken();
  const link = `${publicUrl(ctx)}/reset-password?token=${encodeURIComponent(token)}`;
  await ctx.knex.transaction(async (trx) => {
    await insertResetToken(trx, {
      userId: account.id,
      tokenHash: hashToken(token),
      now,
      expiresAt: new Date(now.getTime() + resetTokenTtlMs),
    });
    await queueMail(
      trx,
      ctx.log,
      {
        to: account.email,
        template: 'password_reset',
        subject: 'Reset your Tradesim password',
        link,
        body: `Someone asked to reset the password of your Tradesim account.\n\nOpen this link within one hour to choose a new password (it works once):\n${link}\n\nIf it was not you, ignore this email; your password stays as it is.`,
      },
      now,
    );
  });
}

/**
 * The link's account decides the rule (a staff member's reset needs a staff password); a
 * password the rules refuse leaves the link unused, so the same link works with a better one.
 */
export async function resetPassword(ctx: AppContext, input: Required<ResetPasswordRequest>): Promise<void> {
  const now = ctx.clock.now();
  const tokenHash = hashToken(input.token);
  const account = await findResetTokenAccount(ctx.knex, tokenHash, now);
  if (!account) throw new AppError('RESET_TOKEN_INVALID');
  await assertAccountPassword(account, { password: input.password, field: 'password' });
  const passwordHash = await ctx.passwords.hash(input.password);
  await ctx.knex.transaction(async (trx) => {
    const userId = await consumeResetToken(trx, tokenHash, now);
    if (!userId) throw new AppError('RESET_TOKEN_INVALID');
    await updatePasswordHash(trx, userId, passwordHash, now);
    await expireResetTokens(trx, userId, now);
    await revokeUserSessions(trx, { userId, reason: 'password_reset', now });
  });
}
