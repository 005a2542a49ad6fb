import type { RateLimits } from '../../config.js';
import type { AppContext } from '../../context.js';
import { rateLimitAddress } from '../../http/client-address.js';
import { countHit, hitRateLimit, refundHit } from '../../http/rate-limit.js';

export interface SignInAttempt {
  /** The password was right: the attempt stops counting as a failure. */
  succeeded(): Promise<void>;
}

/**
 * Sign-in throttling that cannot be turned against the owner of an account. Refusals (429)
 * count per IP and per IP and email, so an attacker only uses up their own address's allowance.
 * Per email there is only a delay before the password is checked, growing with the failures
 * on it from anywhere and capped at a few seconds: the owner still gets in, only slower.
 * Every attempt is counted before it waits or hashes, so an address never has more attempts
 * waiting than its allowances; the wait holds no database connection.
 */
export async function throttleSignIn(
  ctx: AppContext,
  input: { ip: string | null; email: string },
): Promise<SignInAttempt> {
  const limits = ctx.config.rateLimits;
  const counted = await countAttempt(ctx, {
    action: 'login',
    ...input,
    windowMs: limits.windowMs,
    perIp: limits.loginPerIp,
    perIpEmail: limits.loginPerIpEmail,
  });
  const delayMs = signInDelayMs(counted.emailHits - 1, limits);
  if (delayMs > 0) await ctx.sleep(delayMs);
  return {
    succeeded: async () => {
      await refundHit(ctx.knex, counted.pairKey);
      await refundHit(ctx.knex, counted.emailKey);
    },
  };
}

/** The delay before an attempt on an email that has already failed `failures` times. */
export function signInDelayMs(failures: number, limits: RateLimits): number {
  const over = failures - limits.loginSlowdownAfter;
  if (over < 0) return 0;
  return Math.min(limits.loginDelayMaxMs, limits.loginDelayBaseMs * 2 ** Math.min(over, 30));
}

/**
 * Password-reset requests: refusals (429) per IP and per IP and email, as for sign-in. Per
 * email a cap on new mail instead of a refusal: beyond it the request is accepted and sends
 * nothing. The window is no longer than a reset link lives, so the mails already sent in it
 * still hold a working link; whoever floods an address with requests cannot keep its owner
 * from resetting, nor bury the mailbox. Answers whether to send the mail.
 */
export async function throttleResetMail(
  ctx: AppContext,
  input: { ip: string | null; email: string },
): Promise<boolean> {
  const limits = ctx.config.rateLimits;
  const counted = await countAttempt(ctx, {
    action: 'reset',
    ...input,
    windowMs: limits.resetWindowMs,
    perIp: limits.resetPerIp,
    perIpEmail: limits.resetPerIpEmail,
  });
  return counted.emailHits <= limits.resetMailsPerEmail;
}

/**
 * Password change (POST /api/me/password, /api/admin/auth/password): guessing the current
 * password through it is limited like sign-in, by failures per address and, as the contract
 * asks, per account: past 10 wrong ones in the window, every attempt, right or wrong, is
 * refused (429) until the window ends. Only someone holding a session of the account can use
 * its allowance up. The hits are counted on their own connection before the password is
 * checked, so they stay whatever the change's transaction does. A right current password
 * takes back its own hit, not the failures before it: whoever just guessed it should not get a
 * fresh allowance, and the owner who typed it wrong a few times keeps the rest of theirs.
 */
export async function throttlePasswordChange(
  ctx: AppContext,
  input: { ip: string | null; userId: string },
): Promise<SignInAttempt> {
  const limits = ctx.config.rateLimits;
  const { windowMs } = limits;
  const now = ctx.clock.now();
  const ipKey = `password-change:ip:${rateLimitAddress(input.ip)}`;
  const accountKey = `password-change:account:${input.userId}`;
  await hitRateLimit(ctx.knex, { key: ipKey, limit: limits.passwordChangePerIp, windowMs, now });
  await hitRateLimit(ctx.knex, { key: accountKey, limit: limits.passwordChangePerAccount, windowMs, now });
  return {
    succeeded: async () => {
      await refundHit(ctx.knex, ipKey);
      await refundHit(ctx.knex, accountKey);
    },
  };
}

/**
 * Counts an attempt against the caller's address, then the address and email (both refuse
 * past their limit, in that order, so a refused attempt counts nowhere further), then the
 * email alone, which never refuses.
 */
async function countAttempt(
  ctx: AppContext,
  input: {
    action: string;
    ip: string | null;
    email: string;
    windowMs: number;
    perIp: number;
    perIpEmail: number;
  },
) {
  const { action, email, windowMs } = input;
  const now = ctx.clock.now();
  const address = rateLimitAddress(input.ip);
  const pairKey = `${action}:ip-email:${address}:${email}`;
  const emailKey = `${action}:email:${email}`;
  await hitRateLimit(ctx.knex, { key: `${action}:ip:${address}`, limit: input.perIp, windowMs, now });
  await hitRateLimit(ctx.knex, { key: pairKey, limit: input.perIpEmail, windowMs, now });
  const { hits } = await countHit(ctx.knex, { key: emailKey, windowMs, now });
  return { pairKey, emailKey, emailHits: hits };
}
