import type { Db } from '../../context.js';

/** How a code that was accepted proved the factor: the authenticator, or a recovery code. */
export type SpentCode = 'totp' | 'recovery';

/**
 * What the staff's own factor routes add to the same steps: an audit entry, written in the
 * step's transaction (users' factors are their own business and are not audited).
 */
export type AuditHook = (
  trx: Db,
  event: { action: 'MFA_ENABLED' | 'MFA_DISABLED' | 'RECOVERY_CODE_USED'; spent: SpentCode },
  now: Date,
) => Promise<void>;
