import type { Db } from '../../context.js';

export async function insertEnrolmentLink(
  db: Db,
  link: { profileId: string; tokenHash: string; now: Date; expiresAt: Date },
): Promise<void> {
  await db('staff_mfa_enrolments').insert({
    profile_id: link.profileId,
    token_hash: link.tokenHash,
    created_at: link.now,
    expires_at: link.expiresAt,
  });
}

/**
 * Spends a member's open enrolment link: true when the token was theirs, unused and in time.
 * Conditional, so a link is spent once however many requests bring it.
 */
export async function spendEnrolmentLink(
  db: Db,
  link: { profileId: string; tokenHash: string; now: Date },
): Promise<boolean> {
  const spent = await db('staff_mfa_enrolments')
    .where({ profile_id: link.profileId, token_hash: link.tokenHash })
    .whereNull('used_at')
    .where('expires_at', '>', link.now)
    .update({ used_at: link.now })
    .returning('id');
  return spent.length === 1;
}

/** Whether any active owner has a second factor: until one has, the first owner enrols directly. */
export async function anOwnerHasFactor(db: Db): Promise<boolean> {
  const row = await db('profiles')
    .where({ user_type: 'admin', staff_role: 'owner', mfa_enabled: true })
    .whereNull('staff_disabled_at')
    .first('id');
  return row !== undefined;
}
