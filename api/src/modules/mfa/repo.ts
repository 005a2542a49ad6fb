import type { Db } from '../../db/handle.js';

export interface FactorRow {
  user_id: string;
  /** Sealed (secret-box.ts). */
  secret: string;
  enabled_at: Date | null;
  last_step: string;
}

export async function findFactor(db: Db, userId: string): Promise<FactorRow | undefined> {
  return db('mfa_factors').where('user_id', userId).first('user_id', 'secret', 'enabled_at', 'last_step');
}

/** The same, locked until the transaction ends. */
export async function lockFactor(db: Db, userId: string): Promise<FactorRow | undefined> {
  return db('mfa_factors')
    .where('user_id', userId)
    .forUpdate()
    .first('user_id', 'secret', 'enabled_at', 'last_step');
}

/** A new secret waiting for its first code; replaces one set up before and never enabled. */
export async function savePendingFactor(db: Db, factor: { userId: string; secret: string; now: Date }) {
  await db('mfa_factors')
    .insert({
      user_id: factor.userId,
      secret: factor.secret,
      created_at: factor.now,
      enabled_at: null,
      last_step: 0,
    })
    .onConflict('user_id')
    .merge(['secret', 'created_at', 'enabled_at', 'last_step']);
}

/** Takes the code's step if it is later than the last one taken: false when it was used already. */
export async function takeStep(db: Db, userId: string, step: number): Promise<boolean> {
  // `returning`, not the update count: the embedded driver does not answer with a count.
  const taken = await db('mfa_factors')
    .where('user_id', userId)
    .andWhere('last_step', '<', step)
    .update({ last_step: step })
    .returning('user_id');
  return taken.length === 1;
}

export async function markEnabled(db: Db, userId: string, now: Date): Promise<void> {
  await db('mfa_factors').where('user_id', userId).update({ enabled_at: now });
  await db('profiles').where('id', userId).update({ mfa_enabled: true, updated_at: now });
}

export async function replaceRecoveryCodes(db: Db, userId: string, hashes: readonly string[], now: Date) {
  await db('mfa_recovery_codes').where('user_id', userId).delete();
  await db('mfa_recovery_codes').insert(
    hashes.map((hash) => ({ user_id: userId, code_hash: hash, created_at: now })),
  );
}

/** Spends an unused recovery code: false when there is none such. */
export async function spendRecoveryCode(db: Db, userId: string, hash: string, now: Date): Promise<boolean> {
  const spent = await db('mfa_recovery_codes')
    .where({ user_id: userId, code_hash: hash })
    .whereNull('used_at')
    .update({ used_at: now })
    .returning('id');
  return spent.length === 1;
}

export async function deleteFactor(db: Db, userId: string, now: Date): Promise<void> {
  await db('mfa_recovery_codes').where('user_id', userId).delete();
  await db('mfa_factors').where('user_id', userId).delete();
  await db('profiles').where('id', userId).update({ mfa_enabled: false, updated_at: now });
}
