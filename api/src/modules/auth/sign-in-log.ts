import { AppError } from '@tradesim/core';
import type { Db } from '../../context.js';
import { insertSignInEvent, type SignInOutcome, type SignInSurface } from './repo.js';

export type { SignInOutcome, SignInSurface } from './repo.js';

export interface SignInEvent {
  userId: string;
  surface: SignInSurface;
  outcome: SignInOutcome;
  /** Where the request came from (the session's Origin). */
  origin: { ipAddress: string | null; userAgent: string | null };
  now: Date;
}

/** Records one sign-in (see migration 0018), in the caller's transaction when it has one. */
export async function recordSignIn(db: Db, event: SignInEvent): Promise<void> {
  await insertSignInEvent(db, {
    user_id: event.userId,
    surface: event.surface,
    outcome: event.outcome,
    ip_address: event.origin.ipAddress,
    user_agent: event.origin.userAgent,
    created_at: event.now,
  });
}

/**
 * The outcome a refused sign-in records, or null for an answer that is not a failed attempt
 * (MFA_REQUIRED is the first half of a two-step sign-in; a throttled address names nobody).
 */
export function refusedOutcome(error: unknown): SignInOutcome | null {
  if (!(error instanceof AppError)) return null;
  switch (error.code) {
    case 'INVALID_CREDENTIALS':
      return 'wrong_password';
    case 'MFA_INVALID':
      return 'wrong_code';
    case 'RATE_LIMITED':
      return 'too_many_codes';
    case 'ACCOUNT_BANNED':
      return 'banned';
    case 'ADMIN_REQUIRED':
      return 'not_staff';
    case 'STAFF_DISABLED':
      return 'staff_disabled';
    default:
      return null;
  }
}
